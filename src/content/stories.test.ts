// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { popularTopics } from './categories';
import { communityStories } from './communityStories';
import { homeNews } from './news';
import { tabArticles } from './newsTabs';
import {
  allStories,
  categoriesWithStories,
  categoryFromLooseSlug,
  categoryFromSlug,
  latestStories,
  relatedStories,
  storiesInCategory,
  storyByHref,
} from './stories';
import { topStories } from './topStories';

describe('allStories', () => {
  it('gathers every story of the site once, with its address', () => {
    expect(allStories).toHaveLength(homeNews.length + tabArticles.length + topStories.length + communityStories.length);
    const hrefs = allStories.map((s) => s.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs).toContain('/news/1');
    expect(hrefs).toContain('/news/9');
    expect(hrefs).toContain('/news/politics/1');
    expect(hrefs).toContain('/news/lifestyle/3');
    expect(hrefs).toContain('/news/top/5');
    expect(hrefs).toContain('/community/12');
  });

  it('puts community stories under Community and the rest under News', () => {
    expect(storyByHref('/community/10')?.section).toBe('Community');
    expect(storyByHref('/news/top/1')?.section).toBe('News');
  });
});

describe('storyByHref', () => {
  it('finds a story by its address', () => {
    expect(storyByHref('/news/1')?.title).toBe(homeNews[0]?.title);
    expect(storyByHref('/news/sports/2')?.title).toBe(tabArticles.find((s) => s.tab === 'sports' && s.n === 2)?.title);
  });
  it('answers undefined for an address with no story', () => {
    expect(storyByHref('/news/10')).toBeUndefined();
    expect(storyByHref('/news/politics/4')).toBeUndefined();
    expect(storyByHref('/community/1')).toBeUndefined();
  });
});

describe('storiesInCategory', () => {
  it('lists every story of a category across the lists, newest first', () => {
    const politics = storiesInCategory('Politics');
    expect(politics.map((s) => s.href)).toEqual(['/news/1', '/news/politics/1', '/news/politics/3', '/news/politics/2']);
    const dates = politics.map((s) => s.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
  it('includes top and community stories', () => {
    expect(storiesInCategory('Technology').map((s) => s.href).sort()).toEqual(['/community/11', '/news/top/1']);
  });
});

describe('categories', () => {
  it('reads a slug back to its category', () => {
    expect(categoryFromSlug('real-estate')).toBe('Real Estate');
    expect(categoryFromSlug('politics')).toBe('Politics');
    expect(categoryFromSlug('Politics')).toBeUndefined();
    expect(categoryFromSlug('weather')).toBeUndefined();
  });
  it('reads a category written another way, for a redirect to its page', () => {
    expect(categoryFromLooseSlug('Politics')).toBe('Politics');
    expect(categoryFromLooseSlug('Real Estate')).toBe('Real Estate');
    expect(categoryFromLooseSlug('real_estate')).toBe('Real Estate');
    expect(categoryFromLooseSlug('Real%20Estate')).toBe('Real Estate');
    expect(categoryFromLooseSlug('Real%ZZEstate')).toBeUndefined();
    expect(categoryFromLooseSlug(' REAL--ESTATE ')).toBe('Real Estate');
    expect(categoryFromLooseSlug('weather')).toBeUndefined();
    expect(categoryFromLooseSlug('realestate')).toBeUndefined();
  });
  it('has stories for every Popular Topic', () => {
    for (const topic of popularTopics) {
      expect(categoriesWithStories()).toContain(topic);
      expect(storiesInCategory(topic).length).toBeGreaterThan(0);
    }
  });
});

describe('relatedStories', () => {
  it('gives other stories of the same category, newest first, without the story itself', () => {
    const story = storyByHref('/news/1')!;
    const related = relatedStories(story);
    expect(related.map((s) => s.href)).toEqual(['/news/politics/1', '/news/politics/3', '/news/politics/2']);
    expect(relatedStories(story, 2)).toHaveLength(2);
  });
  it('is empty for a category with a single story', () => {
    expect(relatedStories(storyByHref('/news/7')!)).toEqual([]);
  });
});

describe('latestStories', () => {
  it('orders every story newest first', () => {
    const latest = latestStories();
    expect(latest).toHaveLength(allStories.length);
    expect(latest[0]?.href).toBe('/news/top/5');
    expect(latestStories(3)).toHaveLength(3);
  });
});
