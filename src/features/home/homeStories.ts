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

/** How many of the newest stories the slider shows when none of its placed stories is published. */
export const HERO_FALLBACK_SIZE = 3;

/**
 * The placed stories, or when none of them is on the site (all unpublished or removed), the first `size`
 * of `newest`: an emptied placement would leave Home an empty slider or a heading over nothing.
 */
function orNewest(placedStories: CmsStory[], newest: readonly CmsStory[], size: number): CmsStory[] {
  return placedStories.length > 0 ? placedStories : newest.slice(0, size);
}

/**
 * What Home shows where, from the newsroom's published stories (`stories`, newest first) and the
 * placements. Each story appears once on the page: the slider's stories are not repeated below it; the
 * grid takes the first other news stories, 'Latest News' the rest (newest first), the featured block
 * and 'Around Dallas' the top stories. The newsroom's own newest stories lead 'Latest News'.
 */
export function homeStories(stories: readonly CmsStory[], placements: FrontPagePlacements = seededPlacements) {
  const hero = orNewest(placed(placements.hero, stories), stories, HERO_FALLBACK_SIZE);
  const inHero = new Set(hero.map((story) => story.href));
  const href = (s: SiteStory) => s.href;
  const inSection = (section: CmsStory['section']) => notShown(stories.filter((s) => s.section === section), href, inHero);
  const news = orNewest(notShown(placed(placements.news, stories), href, inHero), inSection('News'), HOME_GRID_SIZE);
  // The spotlight must show SPOTLIGHT_SIZE cards: with too few other stories, slider stories fill it last.
  const allCommunity = orNewest(placed(placements.community, stories), inSection('Community'), SPOTLIGHT_SIZE);
  const freshCommunity = notShown(allCommunity, href, inHero);
  const community = [...freshCommunity, ...allCommunity.filter((s) => !freshCommunity.includes(s))];
  const [lead, ...moreTop] = notShown(placed(placements.top, stories), href, inHero);
  const grid = news.slice(0, HOME_GRID_SIZE);
  const spotlight = community.slice(0, SPOTLIGHT_SIZE);
  // 'Latest News' adds only what the page does not show already: a newsroom story an editor placed in
  // the slider, the grid, the spotlight or the top stories is not listed a second time.
  const shownAbove = new Set([...inHero, ...[...grid, ...spotlight, ...(lead ? [lead] : []), ...moreTop].map(href)]);
  const fromNewsroom = notShown(newsroomStories(stories), href, shownAbove).slice(0, LATEST_FROM_NEWSROOM);
  const inLatest = new Set(fromNewsroom.map(href));
  const latest = [...fromNewsroom, ...notShown(news.slice(HOME_GRID_SIZE), href, inLatest).sort(newestFirst)];
  return {
    // Only what a slide shows: the slider's props are sent to the browser.
    hero: hero.map(heroSlide),
    grid,
    spotlight,
    featured: lead ?? null,
    latest,
    around: moreTop,
    topics: placements.topics,
  };
}
