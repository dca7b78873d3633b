import { communityStories } from '@/content/communityStories';
import { heroStories } from '@/content/heroStories';
import { homeNews } from '@/content/news';
import type { HeroStory, NewsArticle, TopStory } from '@/content/schemas';
import { topStories } from '@/content/topStories';
import { legacyStoryPath } from '@/lib/addresses';
import type { StoryTeaser } from './FeaturedStory';

/** How many news cards the top grid shows (SPEC.md: a grid of 6). */
export const HOME_GRID_SIZE = 6;
/** How many community cards the Spotlight shows (SPEC.md: 3). */
export const SPOTLIGHT_SIZE = 3;
/** How many of the newsroom's newest stories lead 'Latest News'. */
export const LATEST_FROM_NEWSROOM = 10;

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
const newestFirst = (a: { date: string }, b: { date: string }) => b.date.localeCompare(a.date);

function newsTeaser(article: NewsArticle): StoryTeaser {
  return { ...article, href: legacyStoryPath.home(article.id) };
}

function topTeaser(story: TopStory): StoryTeaser {
  return { ...story, href: legacyStoryPath.top(story.n) };
}

/** The items whose address (`hrefOf`) is not among `shown`: what a list may add to a page. */
export function notShown<T>(items: readonly T[], hrefOf: (item: T) => string, shown: ReadonlySet<string>): T[] {
  return items.filter((item) => !shown.has(hrefOf(item)));
}

/**
 * What Home shows where. Each story appears once on the page: the slider's stories are not repeated
 * below it; the grid takes the first other news articles, 'Latest News' the rest (newest first), the
 * featured block and 'Around Dallas' the city's top stories. The newsroom's newest stories (`fresh`,
 * newest first) lead 'Latest News'.
 */
export function homeStories(hero: readonly HeroStory[] = heroStories, fresh: readonly StoryTeaser[] = []) {
  const inHero = new Set(hero.map((story) => story.href));
  const news = notShown([...homeNews].sort(byId), (a) => legacyStoryPath.home(a.id), inHero);
  // The spotlight must show SPOTLIGHT_SIZE cards: with too few other stories, slider stories fill it last.
  const allCommunity = [...communityStories].sort(byId);
  const freshCommunity = notShown(allCommunity, (s) => legacyStoryPath.community(s.id), inHero);
  const community = [...freshCommunity, ...allCommunity.filter((s) => !freshCommunity.includes(s))];
  const top = notShown([...topStories].sort((a, b) => a.n - b.n), (s) => legacyStoryPath.top(s.n), inHero);
  const [lead, ...moreTop] = top;
  return {
    hero,
    grid: news.slice(0, HOME_GRID_SIZE),
    spotlight: community.slice(0, SPOTLIGHT_SIZE),
    featured: lead ? topTeaser(lead) : null,
    latest: [...fresh.slice(0, LATEST_FROM_NEWSROOM), ...news.slice(HOME_GRID_SIZE).map(newsTeaser).sort(newestFirst)],
    around: moreTop.map(topTeaser),
  };
}
