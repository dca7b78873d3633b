// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { popularTopics, categoryHref } from '@/content/categories';
import { allStories } from '@/content/stories';
import { siteOrigin } from './pageMetadata';
import { sitemapEntries } from './sitemapEntries';

const paths = () => sitemapEntries().map((e) => new URL(e.url).pathname);

describe('sitemapEntries', () => {
  it('lists each page once, with absolute URLs on the configured origin', () => {
    const entries = sitemapEntries();
    for (const e of entries) expect(e.url.startsWith(`${siteOrigin}/`)).toBe(true);
    expect(new Set(paths()).size).toBe(entries.length);
  });

  it('includes the fixed pages, every story, every Popular Topic, groups and initiatives', () => {
    const p = paths();
    for (const fixed of ['/', '/news', '/community', '/events', '/contact', '/about', '/books', '/radio', '/privacy', '/terms']) {
      expect(p).toContain(fixed);
    }
    for (const s of allStories) expect(p).toContain(s.href);
    for (const t of popularTopics) expect(p).toContain(categoryHref(t));
    expect(p).toContain('/community/groups/4');
    expect(p).toContain('/community/initiatives/3');
  });

  it('dates stories with their publication day in Dallas', () => {
    const first = sitemapEntries().find((e) => e.url.endsWith('/news/1'));
    expect(first?.lastModified).toBe('2025-05-14T00:00:00-05:00');
  });
});
