import { describe, expect, it } from 'vitest';
import { tabArticles } from '@/content/newsTabs';
import { newsTabCategories, type TabArticle } from '@/content/schemas';
import { articlesForTab, DEFAULT_NEWS_TAB, NEWS_TABS, tabArticleHref, topStoryHref } from './newsTabs';

describe('news tabs', () => {
  it('are Politics, Business, Sports, Lifestyle with Politics first and default', () => {
    expect(NEWS_TABS.map((t) => t.label)).toEqual(['Politics', 'Business', 'Sports', 'Lifestyle']);
    expect(DEFAULT_NEWS_TAB).toBe('politics');
  });

  it('give each tab exactly its three articles, in order', () => {
    for (const tab of newsTabCategories) {
      const list = articlesForTab(tabArticles, tab);
      expect(list.map((a) => a.n)).toEqual([1, 2, 3]);
      expect(list.every((a) => a.tab === tab)).toBe(true);
    }
  });

  it('sort by n whatever the input order and leave the input untouched', () => {
    const shuffled = [...tabArticles].reverse();
    const before = shuffled.map((a) => `${a.tab}${a.n}`);
    expect(articlesForTab(shuffled, 'sports').map((a) => a.n)).toEqual([1, 2, 3]);
    expect(shuffled.map((a) => `${a.tab}${a.n}`)).toEqual(before);
  });

  it('return nothing for a tab with no articles', () => {
    const onlyPolitics: TabArticle[] = tabArticles.filter((a) => a.tab === 'politics');
    expect(articlesForTab(onlyPolitics, 'lifestyle')).toEqual([]);
  });

  it('build the detail addresses', () => {
    expect(tabArticleHref({ tab: 'sports', n: 2 })).toBe('/news/sports/2');
    expect(topStoryHref(5)).toBe('/news/top/5');
  });
});
