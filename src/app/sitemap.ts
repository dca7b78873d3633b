import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/features/seo/sitemapEntries';
import { publishedCmsStories } from '@/server/content/cmsStories';
import { siteGroups, siteInitiatives } from '@/server/content/community';

/** `/sitemap.xml`: every page of the site, detail pages and the newsroom's stories included. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [groups, initiatives] = await Promise.all([siteGroups(), siteInitiatives()]);
  return sitemapEntries(await publishedCmsStories(), { groups, initiatives });
}
