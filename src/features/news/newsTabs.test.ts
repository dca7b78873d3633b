import { describe, expect, it } from 'vitest';
import { DEFAULT_NEWS_TAB, NEWS_TABS } from './newsTabs';

describe('news tabs', () => {
  it('are Politics, Business, Sports, Lifestyle with Politics first and default', () => {
    expect(NEWS_TABS.map((t) => t.label)).toEqual(['Politics', 'Business', 'Sports', 'Lifestyle']);
    expect(DEFAULT_NEWS_TAB).toBe('politics');
  });
});
