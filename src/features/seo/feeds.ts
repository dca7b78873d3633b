import { site } from '@/config/site';
import type { StoryCategory } from '@/content/schemas';
import type { SiteStory } from '@/content/stories';
import { categoryFeedPath, categoryPath, SITE_FEED_PATH } from '@/lib/addresses';
import { createHash } from 'node:crypto';
import {
  CORRECTIONS_FEED_PATH,
  CORRECTIONS_PATH,
  correctionLabel,
  type ListedCorrection,
} from '@/features/corrections/corrections';
import { rfc822Date } from './dallasTime';
import { absoluteUrl } from './pageMetadata';
import { buildRss, escapeXml, rssDocument } from './rss';

/** RSS of every story of the site (`stories`, newest first). */
export function siteFeedXml(stories: readonly SiteStory[]): string {
  return buildRss(
    { title: site.name, description: site.description, pagePath: '/', feedPath: SITE_FEED_PATH },
    stories,
  );
}

/** RSS of one category's stories (`stories`, newest first). */
export function categoryFeedXml(category: StoryCategory, stories: readonly SiteStory[]): string {
  return buildRss(
    {
      title: `${category} - ${site.name}`,
      description: `${category} stories from ${site.name}, the local newsroom of Dallas, Texas.`,
      pagePath: categoryPath(category),
      feedPath: categoryFeedPath(category),
    },
    stories,
  );
}

/** One correction as an RSS item: its label and story as the title, linked to the story; the guid is stable for its text. */
function correctionItem(c: ListedCorrection): string {
  const url = absoluteUrl(c.storyHref);
  const id = createHash('sha256').update(`${c.storyHref}\n${c.kind}\n${c.date}\n${c.text}`).digest('hex').slice(0, 16);
  return [
    '<item>',
    `<title>${escapeXml(`${correctionLabel(c.kind)}: ${c.storyTitle}`)}</title>`,
    `<link>${escapeXml(url)}</link>`,
    `<guid isPermaLink="false">${escapeXml(`${absoluteUrl(CORRECTIONS_PATH)}#${id}`)}</guid>`,
    `<pubDate>${rfc822Date(c.date)}</pubDate>`,
    `<description>${escapeXml(c.text)}</description>`,
    `<category>${correctionLabel(c.kind)}</category>`,
    '</item>',
  ].join('\n');
}

/** RSS of every correction and clarification (`corrections`, newest first). */
export function correctionsFeedXml(corrections: readonly ListedCorrection[]): string {
  return rssDocument(
    {
      title: `Corrections - ${site.name}`,
      description: `Corrections and clarifications of stories published by ${site.name}.`,
      pagePath: CORRECTIONS_PATH,
      feedPath: CORRECTIONS_FEED_PATH,
    },
    corrections.map(correctionItem),
    corrections[0]?.date,
  );
}
