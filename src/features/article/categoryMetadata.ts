import type { Metadata } from 'next';
import type { StoryCategory } from '@/content/schemas';
import { storiesInCategory } from '@/content/stories';
import { categoryFeedPath, categoryPath } from '@/lib/addresses';
import { pageMetadata } from '@/features/seo/pageMetadata';
import { storyCount } from './articleModel';

/** A category page's metadata: `{Category} News`, its own description and its feed. */
export function categoryMetadata(category: StoryCategory): Metadata {
  const stories = storiesInCategory(category);
  return pageMetadata({
    title: `${category} News`,
    description: `${category} news from Dallas: ${storyCount(stories.length)} from Dallas Local, newest first.`,
    path: categoryPath(category),
    image: stories[0]?.image,
    imageAlt: stories[0]?.imageAlt,
    feeds: [{ url: categoryFeedPath(category), title: `${category} - Dallas Local` }],
  });
}
