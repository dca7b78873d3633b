// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { books } from '@/content/books';
import { COVER_PALETTES, coverPalette } from './coverPalette';

/** The two ends of the placeholder drawing's background gradient (public/images/book-placeholder.svg). */
const PLACEHOLDER_PAPER = ['#e9e4da', '#d6cfc2'];

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
const luminance = (rgb: number[]) => {
  const [r, g, b] = rgb.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: number[], b: number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
/** What the reader sees: the paper multiplied by the tint (`mix-blend-mode: multiply`). */
const multiplied = (paper: string, tint: string) => channels(paper).map((c, i) => c * channels(tint)[i]!);

describe('coverPalette', () => {
  it('prints title and author legibly (WCAG AA, 4.5:1) on every tinted placeholder', () => {
    for (const palette of COVER_PALETTES) {
      for (const paper of PLACEHOLDER_PAPER) {
        expect(contrast(channels(palette.ink), multiplied(paper, palette.tint)), palette.name).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('gives neighbors on the shelf different colors, in rows and columns of 2 to 5 columns', () => {
    for (let columns = 2; columns <= 5; columns += 1) {
      for (let i = 0; i < books.length; i += 1) {
        if ((i + 1) % columns !== 0 && i + 1 < books.length) expect(coverPalette(i + 1)).not.toBe(coverPalette(i));
        if (i + columns < books.length) expect(coverPalette(i + columns)).not.toBe(coverPalette(i));
      }
    }
  });

  it('uses every palette on a shelf of 40 and accepts any index', () => {
    expect(new Set(Array.from({ length: 40 }, (_, i) => coverPalette(i).name)).size).toBe(COVER_PALETTES.length);
    expect(coverPalette(-1)).toBe(COVER_PALETTES.at(-1));
  });
});
