/**
 * Social cards. Our illustrations are SVG, which Facebook, X, LinkedIn and most messengers do not
 * show; each one is therefore also rendered, at build time, as a 1200 × 630 PNG card under
 * `/social/…` (src/app/(site)/social/[...image]/route.tsx), and the pages' Open Graph and Twitter images
 * point there.
 */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

const ILLUSTRATION = /^\/images\/((?:[a-z0-9-]+\/)*[a-z0-9-]+)\.svg$/;
const SEGMENT = /^[a-z0-9-]+$/;

/** The card for an illustration (`/images/stories/x.svg` -> `/social/stories/x.png`); other images as they are. */
export function socialImagePath(image: string): string {
  const match = ILLUSTRATION.exec(image);
  return match ? `/social/${match[1]}.png` : image;
}

/**
 * The illustration a card's path segments stand for (`['stories', 'x.png']` -> `stories/x.svg`,
 * relative to public/images), or null if they name none: only lower-case slugs and a final `.png`.
 */
export function illustrationForCard(segments: readonly string[]): string | null {
  const last = segments.at(-1);
  if (!last?.endsWith('.png')) return null;
  const parts = [...segments.slice(0, -1), last.slice(0, -'.png'.length)];
  return parts.every((p) => SEGMENT.test(p)) ? `${parts.join('/')}.svg` : null;
}

/** The card path segments for an illustration path relative to public/images (the inverse of the above). */
export function cardSegments(illustration: string): string[] {
  return illustration.replace(/\.svg$/, '.png').split('/');
}
