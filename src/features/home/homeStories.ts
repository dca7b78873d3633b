import { communityStories } from '@/content/communityStories';
import { heroStories } from '@/content/heroStories';
import { homeNews } from '@/content/news';
import type { NewsArticle, TopStory } from '@/content/schemas';
import { topStories } from '@/content/topStories';
import type { StoryTeaser } from './FeaturedStory';

/** How many news cards the top grid shows (SPEC.md: a grid of 6). */
export const HOME_GRID_SIZE = 6;
/** How many community cards the Spotlight shows (SPEC.md: 3). */
export const SPOTLIGHT_SIZE = 3;

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
const newestFirst = (a: { date: string }, b: { date: string }) => b.date.localeCompare(a.date);

function newsTeaser(article: NewsArticle): StoryTeaser {
  return { ...article, href: `/news/${article.id}` };
}

function topTeaser(story: TopStory): StoryTeaser {
  return { ...story, href: `/news/top/${story.n}` };
}

/**
 * What Home shows where. Each story appears once below the hero: the grid takes the first news
 * articles, 'Latest News' the rest (newest first), the featured block and 'Around Dallas' the city's
 * top stories.
 */
export function homeStories() {
  const news = [...homeNews].sort(byId);
  const top = [...topStories].sort((a, b) => a.n - b.n);
  const [lead, ...moreTop] = top;
  return {
    hero: heroStories,
    grid: news.slice(0, HOME_GRID_SIZE),
    spotlight: [...communityStories].sort(byId).slice(0, SPOTLIGHT_SIZE),
    featured: lead ? topTeaser(lead) : null,
    latest: news.slice(HOME_GRID_SIZE).map(newsTeaser).sort(newestFirst),
    around: moreTop.map(topTeaser),
  };
}
