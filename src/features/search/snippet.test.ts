import { describe, expect, it } from 'vitest';
import { SNIPPET_END as E, SNIPPET_START as S } from '@/server/search/query';
import { snippetParts } from './snippet';

describe('snippetParts', () => {
  it('flags the highlighted words and keeps the text around them', () => {
    expect(snippetParts(`The ${S}council${E} met in ${S}Deep${E} ${S}Ellum${E}.`)).toEqual([
      { text: 'The ', match: false },
      { text: 'council', match: true },
      { text: ' met in ', match: false },
      { text: 'Deep', match: true },
      { text: ' ', match: false },
      { text: 'Ellum', match: true },
      { text: '.', match: false },
    ]);
  });

  it('keeps markup as text, for React to escape', () => {
    expect(snippetParts(`<script>alert(1)</script> ${S}<b>${E}.`)).toEqual([
      { text: '<script>alert(1)</script> ', match: false },
      { text: '<b>', match: true },
      { text: '.', match: false },
    ]);
  });

  it('marks a passage cut inside a sentence with an ellipsis at that end', () => {
    const text = (snippet: string) => snippetParts(snippet).map((p) => p.text).join('');
    expect(text(`bring and where to go. … Dallas voters will choose all 14 district ${S}council${E} members`)).toBe(
      `… bring and where to go. … Dallas voters will choose all 14 district council members …`,
    );
    expect(snippetParts(`${S}council${E} committee endorsed a plan.`)).toEqual([
      { text: '… ', match: false },
      { text: 'council', match: true },
      { text: ' committee endorsed a plan.', match: false },
    ]);
    expect(snippetParts(`The vote went to the full ${S}council${E}`).at(-1)).toEqual({ text: ' …', match: false });
    // Whole sentences, a quotation included, are left as they are.
    expect(text(`With ${S}council${E} members debating, said Ortiz.`)).toBe('With council members debating, said Ortiz.');
    expect(text(`“City ${S}council${E} decides your trash pickup,” she said. “Vote.”`)).toBe('“City council decides your trash pickup,” she said. “Vote.”');
  });

  it('drops a separator left at either end (a story whose body is empty)', () => {
    expect(snippetParts(`A summary about the ${S}budget${E}. … `)).toEqual([
      { text: 'A summary about the ', match: false },
      { text: 'budget', match: true },
      { text: '.', match: false },
    ]);
    expect(snippetParts(' … The body begins here.')).toEqual([{ text: 'The body begins here.', match: false }]);
  });

  it('drops unpaired markers and gives nothing for an empty snippet', () => {
    expect(snippetParts(`A${E}b ${S}c.`)).toEqual([
      { text: 'Ab ', match: false },
      { text: 'c.', match: false },
    ]);
    expect(snippetParts('')).toEqual([]);
  });
});
