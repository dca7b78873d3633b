import type { MetadataRoute } from 'next';
import { mainNav, secondaryNav } from '@/config/site';
import { communityGroups } from '@/content/groups';
import { initiatives } from '@/content/initiatives';
import type { AddressId } from '@/content/schemas';
import { storyCategories } from '@/content/schemas';
import { newestFirst, type SiteStory } from '@/content/stories';
import { categoryPath, groupPath, initiativePath } from '@/lib/addresses';
import { dallasDateTime } from './dallasTime';
import { absoluteUrl } from './pageMetadata';

/** The site's fixed pages: the navigation's and the legal ones. */
export const staticPaths: readonly string[] = [
  ...mainNav.map((l) => l.href),
  ...secondaryNav.map((l) => l.href),
  '/privacy',
  '/terms',
  '/corrections',
  '/newsletter',
  '/events/submit',
  '/community/groups',
  '/community/initiatives',
  '/community/map',
];

type Entry = MetadataRoute.Sitemap[number];

/** The address keys of the community's detail pages (the newsroom's published groups and initiatives). */
export type CommunityPages = { groups: readonly { id: AddressId }[]; initiatives: readonly { id: AddressId }[] };

/**
 * Every page of the site, detail pages, the newsroom's published stories (`stories`), community
 * pages (`pages`; the sample data by default) and author pages (`authors`) included, with absolute URLs.
 */
export function sitemapEntries(
  stories: readonly SiteStory[],
  pages: CommunityPages = { groups: communityGroups, initiatives },
  authors: readonly { href: string }[] = [],
): MetadataRoute.Sitemap {
  const everyStory = stories;
  const fixed: Entry[] = staticPaths.map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path === '/' || path === '/news' ? 'daily' : 'weekly',
    priority: path === '/' ? 1 : 0.7,
  }));
  const storyEntries: Entry[] = everyStory.map((s) => ({
    url: absoluteUrl(s.href),
    lastModified: dallasDateTime(s.date),
    changeFrequency: 'monthly',
    priority: 0.8,
  }));
  const categories: Entry[] = storyCategories.flatMap((c) => {
    const newest = everyStory.filter((s) => s.category === c).sort(newestFirst)[0];
    return newest ? [{ category: c, date: newest.date }] : [];
  }).map(({ category: c, date }) => ({
    url: absoluteUrl(categoryPath(c)),
    lastModified: dallasDateTime(date),
    changeFrequency: 'daily',
    priority: 0.6,
  }));
  const community: Entry[] = [
    ...pages.groups.map((g) => groupPath(g.id)),
    ...pages.initiatives.map((x) => initiativePath(x.id)),
  ].map((path) => ({ url: absoluteUrl(path), changeFrequency: 'monthly', priority: 0.5 }));
  const authorPages: Entry[] = authors.map((a) => ({ url: absoluteUrl(a.href), changeFrequency: 'weekly', priority: 0.5 }));
  return [...fixed, ...storyEntries, ...categories, ...community, ...authorPages];
}
