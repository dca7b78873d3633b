/**
 * The sample stories' first addresses (SPEC.md: `/news/1`..`9`, `/news/{tab}/{n}`, `/news/top/{n}`,
 * `/community/10`..`12`) and the slug each was seeded under. One place: the seed names the stories with
 * it (src/cms/seed/stories.ts) and the old addresses redirect with it. Pure (no server import).
 *
 * A story appears once even when several lists carry it: its slug comes from its title, so two lists'
 * copies of one title are one story.
 */
import { slugify } from '@/cms/slug';
import { allStories, type SiteStory } from '@/content/stories';

/** The slug a sample story is seeded under: from its title, as the newsroom's stories get theirs. */
export function seededSlug(story: Pick<SiteStory, 'title'>): string {
  return slugify(story.title);
}

/** Legacy address → seeded slug, for every sample story. */
export const legacyStorySlugs: ReadonlyMap<string, string> = new Map(allStories.map((s) => [s.href, seededSlug(s)]));

/** The seeded slug behind a legacy address, or undefined for an address that never was a story. */
export function legacyStorySlug(path: string): string | undefined {
  return legacyStorySlugs.get(path);
}

/**
 * The sample stories to seed: one per title (the first list's copy wins), in data order, with the
 * section they were shown under.
 */
export function uniqueSampleStories(stories: readonly SiteStory[] = allStories): SiteStory[] {
  const seen = new Set<string>();
  return stories.filter((s) => {
    const slug = seededSlug(s);
    if (seen.has(slug)) return false;
    seen.add(slug);
    return true;
  });
}
