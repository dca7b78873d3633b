import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/features/seo/sitemapEntries';

/** `/sitemap.xml`: every page of the site, detail pages included. */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries();
}
