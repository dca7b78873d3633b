import 'server-only';
/**
 * The digest's stories: the newsroom's published stories (Payload's `stories` collection) whose
 * publication time falls in the edition's window, read through Payload's local API.
 */
import { sitePayload } from '@/cms/start';
import { absoluteUrl } from '@/features/seo/pageMetadata';
import { storyPath } from '@/lib/addresses';
import { cmsStoriesFromDocs } from '@/server/content/cmsStoryModel';
import { mailImage, type DigestStory } from './digest';
import type { StorySource } from './service';

const payload = sitePayload;

/**
 * At most this many stories read for one edition's window: a safety bound only, far above a week of a
 * newsroom's work. Each reader's edition is capped to its own topics' newest (digest.ts).
 */
export const MAX_WINDOW_STORIES = 2000;

export const payloadStories: StorySource = async (from, to) => {
  const result = await (await payload()).find({
    collection: 'stories',
    where: {
      and: [{ _status: { equals: 'published' } }, { publishedAt: { greater_than: from.toISOString() } }, { publishedAt: { less_than_equal: to.toISOString() } }],
    },
    depth: 1,
    limit: MAX_WINDOW_STORIES,
    sort: '-publishedAt',
    pagination: false,
  });
  return cmsStoriesFromDocs(result.docs, (message) => console.warn(`[newsletter] ${message}`)).map(
    (story): DigestStory => ({
      title: story.title,
      summary: story.summary,
      category: story.category,
      href: absoluteUrl(storyPath(story.slug)),
      imageUrl: mailImage(story.image, absoluteUrl),
      imageAlt: story.imageAlt,
      publishedAt: story.publishedAt,
    }),
  );
};
