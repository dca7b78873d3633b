// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { popularTopics } from '@/content/categories';
import { categoryPath } from '@/lib/addresses';
import { allStories } from '@/content/stories';
import { siteOrigin } from './pageMetadata';
import { sitemapEntries } from './sitemapEntries';
import { cmsStoryFromDoc } from '@/server/content/cmsStoryModel';

const paths = () => sitemapEntries(allStories).map((e) => new URL(e.url).pathname);

describe('sitemapEntries', () => {
  it('lists each page once, with absolute URLs on the configured origin', () => {
    const entries = sitemapEntries(allStories);
    for (const e of entries) expect(e.url.startsWith(`${siteOrigin}/`)).toBe(true);
    expect(new Set(paths()).size).toBe(entries.length);
  });

  it("lists the newsroom's published groups and initiatives by their address keys", () => {
    const p = sitemapEntries([], { groups: [{ id: '1' }, { id: 'lake-rowers' }], initiatives: [{ id: 'tree-planting' }] }).map((e) => new URL(e.url).pathname);
    expect(p).toEqual(expect.arrayContaining(['/community/groups/1', '/community/groups/lake-rowers', '/community/initiatives/tree-planting']));
    expect(p).not.toContain('/community/groups/2');
    expect(p).not.toContain('/community/initiatives/1');
  });

  it("lists every author's page", () => {
    const p = sitemapEntries([], { groups: [], initiatives: [] }, [{ href: '/authors/ana-ruiz' }, { href: '/authors/guest-writer' }]).map(
      (e) => new URL(e.url).pathname,
    );
    expect(p).toEqual(expect.arrayContaining(['/authors/ana-ruiz', '/authors/guest-writer']));
  });

  it('includes the fixed pages, every story, every Popular Topic, groups and initiatives', () => {
    const p = paths();
    for (const fixed of ['/', '/news', '/community', '/events', '/contact', '/about', '/books', '/radio', '/privacy', '/terms', '/corrections', '/newsletter', '/events/submit']) {
      expect(p).toContain(fixed);
    }
    for (const s of allStories) expect(p).toContain(s.href);
    for (const t of popularTopics) expect(p).toContain(categoryPath(t));
    expect(p).toContain('/community/groups/4');
    expect(p).toContain('/community/initiatives/3');
  });

  it('dates stories with their publication day in Dallas', () => {
    const first = sitemapEntries(allStories).find((e) => e.url.endsWith('/news/1'));
    expect(first?.lastModified).toBe('2025-05-14T00:00:00-05:00');
  });

  it("includes the newsroom's published stories with their day, and dates their category by the newest story", () => {
    const story = cmsStoryFromDoc({
      id: 1,
      slug: 'new-school-opens',
      title: 'A new school opens in Oak Cliff',
      summary: 'The district opens its first new school in a decade.',
      category: 'Education',
      publishedAt: '2026-11-23T15:00:00.000Z',
      updatedAt: '2026-11-23T15:00:00.000Z',
    });
    const entries = sitemapEntries([story]);
    // Only the stories given: no sample story is listed beside the newsroom's.
    expect(entries.filter((e) => /\/(news|community)\/\d+$/.test(e.url))).toEqual([]);
    expect(entries.filter((e) => e.url.includes('/news/category/'))).toHaveLength(1);
    expect(entries.find((e) => e.url.endsWith('/news/new-school-opens'))?.lastModified).toBe('2026-11-23T00:00:00-06:00');
    expect(entries.find((e) => e.url.endsWith(categoryPath('Education')))?.lastModified).toBe('2026-11-23T00:00:00-06:00');
  });
});
