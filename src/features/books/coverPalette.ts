/**
 * Colors of the placeholder printed in place of a cover that fails: the shared placeholder drawing is
 * tinted (multiplied) by one of these, and the title and author are set in its ink. Given by the book's
 * place on the shelf, so that neighbors differ in a row and in a column of 2 to 5 columns.
 */
export type CoverPalette = { name: string; tint: string; ink: string };

export const COVER_PALETTES: readonly CoverPalette[] = [
  { name: 'navy', tint: '#2d4f7c', ink: '#ffffff' },
  { name: 'mustard', tint: '#f2c14e', ink: '#2b2108' },
  { name: 'brick', tint: '#a3402a', ink: '#ffffff' },
  { name: 'sage', tint: '#b9d3b0', ink: '#1d3320' },
  { name: 'plum', tint: '#6b3a63', ink: '#ffffff' },
  { name: 'sky', tint: '#a9cde8', ink: '#13304a' },
  { name: 'forest', tint: '#2f5e45', ink: '#ffffff' },
  { name: 'coral', tint: '#f4a68c', ink: '#3a160c' },
];

/** The palette of the book at `index` on the shelf. */
export function coverPalette(index: number): CoverPalette {
  const count = COVER_PALETTES.length;
  const i = ((Math.trunc(index) % count) + count) % count;
  return COVER_PALETTES[i] as CoverPalette;
}
