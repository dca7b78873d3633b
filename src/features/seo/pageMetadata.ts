import type { Metadata } from 'next';
import { site } from '@/config/site';
import { SOCIAL_CARD, socialImagePath } from './socialImage';

/**
 * The site's public origin, for canonical URLs, social cards, the sitemap and the feeds. Set
 * `SITE_ORIGIN` (e.g. `https://dallaslocal.news`) at build time; without it, the local server.
 */
export const siteOrigin = (process.env.SITE_ORIGIN ?? 'http://localhost:3000').replace(/\/+$/, '');

/** An absolute URL on the site for a site path (`/news/1` -> `https://.../news/1`). */
export function absoluteUrl(path: string): string {
  return new URL(path, `${siteOrigin}/`).toString();
}

/** The site-wide RSS feed, announced in every page's head. */
export const siteFeed = { url: '/feed.xml', title: `${site.name}: all stories` } as const;

type Feed = { url: string; title: string };

/**
 * A page's metadata: title (the layout's template adds ' - {site name}'), description, canonical
 * URL, RSS links and social cards. Every page builds its metadata through this function.
 */
export function pageMetadata({
  title,
  description,
  path,
  image = '/images/fallback.svg',
  imageAlt,
  absoluteTitle = false,
  article,
  feeds = [],
}: {
  title: string;
  description: string;
  /** The page's own path, e.g. `/news`. */
  path: string;
  image?: string;
  /** What the image shows, for the social card's alt text. */
  imageAlt?: string;
  /** Home uses its hub title as is. */
  absoluteTitle?: boolean;
  /** A story page: Open Graph `article` with its date, author and section. */
  article?: { publishedTime: string; author: string; section: string };
  /** Feeds besides the site-wide one (a category's feed). */
  feeds?: readonly Feed[];
}): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} - ${site.name}`;
  // Social networks do not show SVG: the card is the illustration's PNG rendering (socialImage.ts),
  // 1200 × 630. A photo from the media library goes as it is, without a size it may not have.
  const url = socialImagePath(image);
  const card = { url, ...(url === image ? {} : SOCIAL_CARD), ...(imageAlt ? { alt: imageAlt } : {}) };
  const openGraphBase = { title: fullTitle, description, url: path, siteName: site.name, locale: 'en_US', images: [card] };
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    // A page's `alternates` replaces the layout's, so the feed links are repeated here.
    alternates: { canonical: path, types: { 'application/rss+xml': [siteFeed, ...feeds] } },
    openGraph: article
      ? {
          ...openGraphBase,
          type: 'article',
          publishedTime: article.publishedTime,
          authors: [article.author],
          section: article.section,
        }
      : { ...openGraphBase, type: 'website' },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [card] },
  };
}
