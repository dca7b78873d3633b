/**
 * The seeded sample stories in the e2e tests: a story first published at a legacy address of SPEC.md
 * (`/news/1`, `/news/sports/2`, `/news/top/3`, `/community/11`) now lives at `/news/{slug}`.
 */
import { storyPath } from '../../src/lib/addresses';
import { legacyStorySlug, legacyStorySlugs } from '../../src/server/content/legacyStories';

/** The canonical address of the seeded story behind a legacy address. */
export function seededPath(legacy: string): string {
  const slug = legacyStorySlug(legacy);
  if (!slug) throw new Error(`${legacy} is not a legacy story address`);
  return storyPath(slug);
}

/** Every legacy story address of SPEC.md. */
export const legacyStoryPaths: readonly string[] = [...legacyStorySlugs.keys()];
