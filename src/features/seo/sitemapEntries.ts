import type { MetadataRoute } from 'next';
import { mainNav, secondaryNav } from '@/config/site';
import { categoryHref } from '@/content/categories';
import { communityGroups } from '@/content/groups';
import { initiatives } from '@/content/initiatives';
import { allStories, categoriesWithStories, storiesInCategory } from '@/content/stories';
import { dallasDateTime } from './dallasTime';
import { absoluteUrl } from './pageMetadata';

/** The site's fixed pages: the navigation's and the legal ones. */
export const staticPaths: readonly string[] = [
  ...mainNav.map((l) => l.href),
  ...secondaryNav.map((l) => l.href),
  '/privacy',
  '/terms',
  '/community/groups',
  '/community/initiatives',
  '/community/map',
];

type Entry = MetadataRoute.Sitemap[number];

/** Every page of the site, detail pages included, with absolute URLs. */
export function sitemapEntries(): MetadataRoute.Sitemap {
  const fixed: Entry[] = staticPaths.map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path === '/' || path === '/news' ? 'daily' : 'weekly',
    priority: path === '/' ? 1 : 0.7,
  }));
  const stories: Entry[] = allStories.map((s) => ({
    url: absoluteUrl(s.href),
    lastModified: dallasDateTime(s.date),
    changeFrequency: 'monthly',
    priority: 0.8,
  }));
  const categories: Entry[] = categoriesWithStories().map((c) => ({
    url: absoluteUrl(categoryHref(c)),
    lastModified: dallasDateTime(storiesInCategory(c)[0]?.date ?? '2025-01-01'),
    changeFrequency: 'daily',
    priority: 0.6,
  }));
  const community: Entry[] = [
    ...communityGroups.map((g) => `/community/groups/${g.id}`),
    ...initiatives.map((x) => `/community/initiatives/${x.id}`),
  ].map((path) => ({ url: absoluteUrl(path), changeFrequency: 'monthly', priority: 0.5 }));
  return [...fixed, ...stories, ...categories, ...community];
}
