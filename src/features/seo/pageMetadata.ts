import type { Metadata } from 'next';
import { site } from '@/config/site';

/** The site's public origin, for canonical URLs and social cards. */
export const siteOrigin = process.env.SITE_ORIGIN ?? 'http://localhost:3000';

/**
 * A page's metadata: title (the layout's template adds ' - {site name}'), description, canonical
 * URL and social cards. Every page builds its metadata through this function.
 */
export function pageMetadata({
  title,
  description,
  path,
  image = '/images/fallback.svg',
  absoluteTitle = false,
}: {
  title: string;
  description: string;
  /** The page's own path, e.g. `/news`. */
  path: string;
  image?: string;
  /** Home uses its hub title as is. */
  absoluteTitle?: boolean;
}): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} - ${site.name}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: { title: fullTitle, description, url: path, siteName: site.name, type: 'website', images: [image] },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image] },
  };
}
