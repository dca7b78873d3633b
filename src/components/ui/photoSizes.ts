/**
 * The `sizes` attribute of the site's photo slots: how wide each is shown, from its layout (the page's
 * container is at most 80rem, 1280 px, less its padding). An upper bound is enough: the browser takes the
 * first copy at least that wide for its screen's density.
 */
export const PHOTO_SIZES = {
  /** Home's slider: the whole width. */
  fullWidth: '100vw',
  /** A story's main photo: the article column, beside a 300 px sidebar on large screens. */
  article: '(min-width: 1280px) 900px, (min-width: 1024px) 70vw, 100vw',
  /** A card in a grid of two to four columns. */
  card: '(min-width: 1024px) 420px, (min-width: 640px) 50vw, 100vw',
  /** Home's featured story: half of the main column from 768 px up. */
  half: '(min-width: 768px) 50vw, 100vw',
  /** A story in a list: its picture beside the text from 640 px up (240 px at most). */
  listItem: '(min-width: 640px) 240px, 100vw',
  /** Home's Latest News: a thumbnail beside the headline. */
  thumbnail: '(min-width: 640px) 12rem, 7rem',
} as const;
