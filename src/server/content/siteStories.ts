import 'server-only';
/**
 * The site's stories for lists (category pages, feeds, the sitemap, "More from {category}"): the
 * newsroom's published stories only, newest first. The sample stories of src/content reach readers as
 * seeded stories (src/cms/seed/stories.ts).
 */
import { storyCategories, type StoryCategory } from '@/content/schemas';
import { publishedCmsStories, publishedCmsStoriesIn } from './cmsStories';
import type { CmsStory } from './cmsStoryModel';

/** Every story of the site, newest first. */
export function latestSiteStories(): Promise<CmsStory[]> {
  return publishedCmsStories();
}

/** Every story of a category, newest first. */
export function siteStoriesIn(category: StoryCategory): Promise<CmsStory[]> {
  return publishedCmsStoriesIn(category);
}

/** Categories that have at least one story, in the schema's order. */
export async function siteCategoriesWithStories(): Promise<StoryCategory[]> {
  const stories = await publishedCmsStories();
  return storyCategories.filter((c) => stories.some((s) => s.category === c));
}
