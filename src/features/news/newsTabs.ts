import { newsTabCategories, type NewsTabCategory } from '@/content/schemas';

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
