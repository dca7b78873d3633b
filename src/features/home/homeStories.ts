import type { SiteStory } from '@/content/stories';
import type { CmsStory } from '@/server/content/cmsStoryModel';
import { heroSlide } from './heroSlide';
import { newsroomStories, placed, seededPlacements, type FrontPagePlacements } from '@/server/content/frontPage';

import { HOME_GRID_SIZE, SPOTLIGHT_SIZE } from '@/config/constants';
/** How many of the newsroom's newest stories lead 'Latest News'. */
export const LATEST_FROM_NEWSROOM = 10;

const newestFirst = (a: { date: string }, b: { date: string }) => b.date.localeCompare(a.date);

/** The items whose address (`hrefOf`) is not among `shown`: what a list may add to a page. */
export function notShown<T>(items: readonly T[], hrefOf: (item: T) => string, shown: ReadonlySet<string>): T[] {
  return items.filter((item) => !shown.has(hrefOf(item)));
}

/**
 * What Home shows where, from the newsroom's published stories (`stories`, newest first) and the
 * placements. Each story appears once on the page: the slider's stories are not repeated below it; the
 * grid takes the first other news stories, 'Latest News' the rest (newest first), the featured block
 * and 'Around Dallas' the top stories. The newsroom's own newest stories lead 'Latest News'.
 */
export function homeStories(stories: readonly CmsStory[], placements: FrontPagePlacements = seededPlacements) {
  const hero = placed(placements.hero, stories);
  const inHero = new Set(hero.map((story) => story.href));
  const href = (s: SiteStory) => s.href;
  const news = notShown(placed(placements.news, stories), href, inHero);
  // The spotlight must show SPOTLIGHT_SIZE cards: with too few other stories, slider stories fill it last.
  const allCommunity = placed(placements.community, stories);
  const freshCommunity = notShown(allCommunity, href, inHero);
  const community = [...freshCommunity, ...allCommunity.filter((s) => !freshCommunity.includes(s))];
  const [lead, ...moreTop] = notShown(placed(placements.top, stories), href, inHero);
  return {
    // Only what a slide shows: the slider's props are sent to the browser.
    hero: hero.map(heroSlide),
    grid: news.slice(0, HOME_GRID_SIZE),
    spotlight: community.slice(0, SPOTLIGHT_SIZE),
    featured: lead ?? null,
    latest: [...newsroomStories(stories).slice(0, LATEST_FROM_NEWSROOM), ...news.slice(HOME_GRID_SIZE).sort(newestFirst)],
    around: moreTop,
    topics: placements.topics,
  };
}
