import { site } from '@/config/site';
import { categoryHref } from '@/content/categories';
import type { StoryCategory } from '@/content/schemas';
import { latestStories, storiesInCategory, type SiteStory } from '@/content/stories';
import { buildRss } from './rss';

/** The feed address of a category: `/news/category/{slug}/feed.xml`. */
export function categoryFeedPath(category: StoryCategory): string {
  return `${categoryHref(category)}/feed.xml`;
}

/** RSS of every story of the site (the sample stories by default), newest first. */
export function siteFeedXml(stories: readonly SiteStory[] = latestStories()): string {
  return buildRss(
    { title: site.name, description: site.description, pagePath: '/', feedPath: '/feed.xml' },
    stories,
  );
}

/** RSS of one category's stories (the sample stories by default), newest first. */
export function categoryFeedXml(category: StoryCategory, stories: readonly SiteStory[] = storiesInCategory(category)): string {
  return buildRss(
    {
      title: `${category} - ${site.name}`,
      description: `${category} stories from ${site.name}, the local newsroom of Dallas, Texas.`,
      pagePath: categoryHref(category),
      feedPath: categoryFeedPath(category),
    },
    stories,
  );
}
