import { describe, expect, it } from 'vitest';
import { descriptionParagraphs } from './descriptionParagraphs';

describe('descriptionParagraphs', () => {
  it('keeps a one-line description as one paragraph', () => {
    expect(descriptionParagraphs('Local artists open their studios along Bishop Arts.')).toEqual([
      'Local artists open their studios along Bishop Arts.',
    ]);
  });

  it('splits paragraphs at blank lines and keeps single line breaks inside a paragraph', () => {
    const text = 'Bring a chair.\nMusic starts at 7.\n\nFree for everyone.\n\n\nRain or shine.';
    expect(descriptionParagraphs(text)).toEqual(['Bring a chair.\nMusic starts at 7.', 'Free for everyone.', 'Rain or shine.']);
  });

  it('reads Windows and old Mac line breaks as the same breaks (a textarea sends CRLF)', () => {
    expect(descriptionParagraphs('One line.\r\nNext line.\r\n\r\nNew paragraph.')).toEqual(['One line.\nNext line.', 'New paragraph.']);
    expect(descriptionParagraphs('One line.\rNext line.\r\rNew paragraph.')).toEqual(['One line.\nNext line.', 'New paragraph.']);
  });

  it('takes a line of spaces for a blank line, and drops the spaces around lines and the text', () => {
    expect(descriptionParagraphs('  \n First.  \n  \t \n\u00a0\nSecond,  \n  on two lines.\n\n  ')).toEqual(['First.', 'Second,\non two lines.']);
  });

  it('keeps markup as text (React escapes it when it renders)', () => {
    expect(descriptionParagraphs('<b>Bold</b>\n\n<script>alert(1)</script>')).toEqual(['<b>Bold</b>', '<script>alert(1)</script>']);
  });

  it('gives no paragraph for an empty description', () => {
    expect(descriptionParagraphs('')).toEqual([]);
    expect(descriptionParagraphs(' \n\n ')).toEqual([]);
  });
});
