import type { SiteStory } from '@/content/stories';

/** How many headlines fill a feed frame's 800 px box when its host cannot be reached. */
export const OWN_HEADLINES_COUNT = 6;

/** The stories a failed feed frame shows instead: the site's newest (`latest`, newest first). */
export function ownHeadlines(latest: readonly SiteStory[]): SiteStory[] {
  return latest.slice(0, OWN_HEADLINES_COUNT);
}
