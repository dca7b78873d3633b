import { site } from '@/config/site';
import type { StoryCategory } from '@/content/schemas';
import type { SiteStory } from '@/content/stories';
import { categoryFeedPath, categoryPath, SITE_FEED_PATH } from '@/lib/addresses';
import { buildRss } from './rss';

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
