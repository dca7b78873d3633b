import { legacyStoryPath } from '@/lib/addresses';
import { newsTabCategories, type NewsTabCategory, type TabArticle } from '@/content/schemas';

/** The News page's tabs in SPEC.md order; Politics is selected by default. */
export const NEWS_TABS: readonly { value: NewsTabCategory; label: string }[] = newsTabCategories.map((value) => ({
  value,
  label: newsTabLabel(value),
}));

export const DEFAULT_NEWS_TAB: NewsTabCategory = 'politics';

export function newsTabLabel(tab: NewsTabCategory): string {
  switch (tab) {
    case 'politics':
      return 'Politics';
    case 'business':
      return 'Business';
    case 'sports':
      return 'Sports';
    case 'lifestyle':
      return 'Lifestyle';
    default: {
      const unknown: never = tab;
      throw new Error(`unknown news tab ${String(unknown)}`);
    }
  }
}

/** The articles of one tab, in their order (n = 1, 2, 3). */
export function articlesForTab(articles: readonly TabArticle[], tab: NewsTabCategory): TabArticle[] {
  return articles.filter((a) => a.tab === tab).sort((a, b) => a.n - b.n);
}

/** A tab article's address: `/news/{tab}/{n}`. */
export function tabArticleHref(article: Pick<TabArticle, 'tab' | 'n'>): string {
  return legacyStoryPath.tab(article.tab, article.n);
}

/** A Top Story's address: `/news/top/{n}`. */
export function topStoryHref(n: number): string {
  return legacyStoryPath.top(n);
}
