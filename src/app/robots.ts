import type { MetadataRoute } from 'next';
import { absoluteUrl, siteOrigin } from '@/features/seo/pageMetadata';

/** `/robots.txt`: everything but the API may be crawled; the sitemap is announced. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: '/api/' },
    sitemap: absoluteUrl('/sitemap.xml'),
    host: siteOrigin,
  };
}
