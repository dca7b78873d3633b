import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/features/seo/sitemapEntries';
import { cmsAuthors } from '@/server/content/cmsStaff';
import { publishedCmsStories } from '@/server/content/cmsStories';
import { siteGroups, siteInitiatives } from '@/server/content/community';

/** `/sitemap.xml`: every page of the site, detail pages, the newsroom's stories and its authors' pages included. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [groups, initiatives, authors] = await Promise.all([siteGroups(), siteInitiatives(), cmsAuthors()]);
  return sitemapEntries(await publishedCmsStories(), { groups, initiatives }, authors);
}
