import 'server-only';
/**
 * The site's stories for lists (Home, category pages, feeds, sitemap): the newsroom's published stories
 * together with the sample stories of src/content, newest first.
 */
import { storyCategories, type StoryCategory } from '@/content/schemas';
import { allStories, latestStories, storiesInCategory, type SiteStory } from '@/content/stories';
import { publishedCmsStories, publishedCmsStoriesIn } from './cmsStories';
import { mergeNewestFirst } from './cmsStoryModel';

/** Every story of the site, newest first. */
export async function latestSiteStories(): Promise<SiteStory[]> {
  return mergeNewestFirst(await publishedCmsStories(), latestStories());
}

/** Every story of a category, newest first. */
export async function siteStoriesIn(category: StoryCategory): Promise<SiteStory[]> {
  return mergeNewestFirst(await publishedCmsStoriesIn(category), storiesInCategory(category));
}

/** Categories that have at least one story, in the schema's order. */
export async function siteCategoriesWithStories(): Promise<StoryCategory[]> {
  const cms = await publishedCmsStories();
  return storyCategories.filter((c) => allStories.some((s) => s.category === c) || cms.some((s) => s.category === c));
}
