import { latestStories, type SiteStory } from '@/content/stories';

/** How many headlines fill a feed frame's 800 px box when its host cannot be reached. */
export const OWN_HEADLINES_COUNT = 6;

/** The stories a failed feed frame shows instead: the site's newest. */
export function ownHeadlines(): SiteStory[] {
  return latestStories(OWN_HEADLINES_COUNT);
}
