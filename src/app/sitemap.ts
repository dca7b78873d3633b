import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/features/seo/sitemapEntries';
import { publishedCmsStories } from '@/server/content/cmsStories';

/** `/sitemap.xml`: every page of the site, detail pages and the newsroom's stories included. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(await publishedCmsStories());
}
