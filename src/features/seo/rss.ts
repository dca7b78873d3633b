import { PAGE_CACHE_CONTROL } from '@/config/caching';
import { site } from '@/config/site';
import type { SiteStory } from '@/content/stories';
import { publishedMoment, rfc822Date } from './dallasTime';
import { absoluteUrl } from './pageMetadata';

/** Escapes text for XML element content and attribute values. */
export function escapeXml(text: string): string {
  return text
    // Characters XML 1.0 does not allow at all, escaped or not (a control character pasted into a title
    // made the whole feed unreadable to every feed reader): left out. Tab, line feed and return stay.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export type FeedChannel = {
  title: string;
  description: string;
  /** Site path of the page the feed mirrors, e.g. `/news/category/politics`. */
  pagePath: string;
  /** Site path of the feed itself, e.g. `/news/category/politics/feed.xml`. */
  feedPath: string;
};

/** The MIME type of an image by its address' extension (feed readers drop an enclosure of the wrong type). */
export function imageType(src: string): string | null {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(src)?.[1]?.toLowerCase();
  const types: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif', gif: 'image/gif' };
  return (extension && types[extension]) ?? null;
}

/**
 * An enclosure's `length`, its size in bytes: the photo copy's, which the media library records. When it
 * is not known (a sample story's illustration) it is 0, as the RSS Advisory Board's best practices ask of
 * a publisher that cannot tell the size: the enclosure stays, and feed readers still show the picture.
 */
export function enclosureLength(story: Pick<SiteStory, 'imageBytes'>): number {
  return story.imageBytes ?? 0;
}

const pubDate = (story: SiteStory) => {
  const { date, time } = publishedMoment(story);
  return rfc822Date(date, time);
};

function item(story: SiteStory): string {
  const url = absoluteUrl(story.href);
  const type = imageType(story.image);
  return [
    '<item>',
    `<title>${escapeXml(story.title)}</title>`,
    `<link>${escapeXml(url)}</link>`,
    `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
    `<pubDate>${pubDate(story)}</pubDate>`,
    `<description>${escapeXml(story.summary)}</description>`,
    `<category>${escapeXml(story.category)}</category>`,
    `<dc:creator>${escapeXml(story.author)}</dc:creator>`,
    ...(type ? [`<enclosure url="${escapeXml(absoluteUrl(story.image))}" length="${enclosureLength(story)}" type="${type}"/>`] : []),
    '</item>',
  ].join('\n');
}

/** An RSS 2.0 document for a channel and its stories (given newest first). */
export function buildRss(channel: FeedChannel, stories: readonly SiteStory[]): string {
  const newest = stories[0] ? publishedMoment(stories[0]) : undefined;
  return rssDocument(channel, stories.map(item), newest?.date, newest?.time);
}

/**
 * An RSS 2.0 document for a channel, its `<item>` elements and when the newest was published (its day,
 * `yyyy-MM-dd`, and Dallas time, `HH:mm`).
 */
export function rssDocument(channel: FeedChannel, items: readonly string[], newestDate: string | undefined, newestTime = '00:00'): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(absoluteUrl(channel.pagePath))}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    '<language>en-us</language>',
    `<copyright>${escapeXml(`© ${site.name}`)}</copyright>`,
    ...(newestDate ? [`<lastBuildDate>${rfc822Date(newestDate, newestTime)}</lastBuildDate>`] : []),
    `<atom:link href="${escapeXml(absoluteUrl(channel.feedPath))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/**
 * The HTTP answer for a feed. Caches keep it as long as a page (PAGE_CACHE_CONTROL), not longer: a story
 * taken down or a new correction leaves or reaches the feeds' readers when it does the pages'.
 */
export function rssResponse(xml: string): Response {
  return new Response(xml, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': PAGE_CACHE_CONTROL },
  });
}
