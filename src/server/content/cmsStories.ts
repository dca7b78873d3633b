import 'server-only';
/**
 * The newsroom's published stories, read through Payload's local API and cached by tag (see
 * cacheTags.ts; Payload's hooks in src/cms/hooks expire the tags when a story changes). In draft mode
 * (an editor's preview) reads skip the cache and see the latest draft.
 */
import { unstable_cache } from 'next/cache';
import type { Where } from 'payload';
import type { StoryCategory } from '@/content/schemas';
import { sitePayload } from '@/cms/start';
import { listCorrections, type ListedCorrection } from '@/features/corrections/corrections';
import { AUTHOR_STORIES_PER_PAGE } from '@/features/authors/authorModel';
import { CORRECTIONS_TAG, FRONT_PAGE_TAG, MEDIA_TAG, STORIES_TAG, authorTag, categoryTag, storyTag } from './cacheTags';
import { cmsStoriesFromDocs, type CmsStory } from './cmsStoryModel';
import { placementsFromGlobal, type FrontPageDoc, type FrontPagePlacements } from './frontPage';

/** The most stories a list reads (Home, the feeds and the sitemap show fewer). */
export const MAX_LISTED_STORIES = 500;

/** The process's Payload (src/cms/start.ts). */
export const payload = sitePayload;

const published: Where = { _status: { equals: 'published' } };

async function findStories(where: Where, options: { draft?: boolean; limit?: number } = {}): Promise<CmsStory[]> {
  const result = await (await payload()).find({
    collection: 'stories',
    where,
    draft: options.draft ?? false,
    depth: 1,
    limit: options.limit ?? MAX_LISTED_STORIES,
    sort: '-publishedAt',
    pagination: false,
  });
  return cmsStoriesFromDocs(result.docs, (message) => console.warn(`[content] ${message}`));
}

/** Every published story, newest first. */
export const publishedCmsStories = unstable_cache(() => findStories(published), ['cms-stories', 'published'], {
  tags: [STORIES_TAG, MEDIA_TAG],
});

/** The published stories of one category, newest first. */
export function publishedCmsStoriesIn(category: StoryCategory): Promise<CmsStory[]> {
  return unstable_cache(
    () => findStories({ and: [published, { category: { equals: category } }] }),
    ['cms-stories', 'category', category],
    { tags: [STORIES_TAG, categoryTag(category), MEDIA_TAG] },
  )();
}

/**
 * The story at `/news/{slug}`: the published one, or with `draft` (an editor's preview in draft mode)
 * its latest draft, read uncached.
 */
export async function cmsStoryBySlug(slug: string, { draft = false } = {}): Promise<CmsStory | undefined> {
  if (draft) return (await findStories({ slug: { equals: slug } }, { draft: true, limit: 1 }))[0];
  const stories = await unstable_cache(
    () => findStories({ and: [published, { slug: { equals: slug } }] }, { limit: 1 }),
    ['cms-stories', 'slug', slug],
    { tags: [storyTag(slug), MEDIA_TAG] },
  )();
  return stories[0];
}

/**
 * The address of the published story that was at `/news/{slug}` before an editor changed its slug
 * (src/cms/fields/formerSlugs.ts), if any. Expired with that old address's tag (the rename's save expires it)
 * and with every story change (the story may be unpublished or renamed again).
 */
export async function cmsStoryRenamedFrom(slug: string): Promise<string | undefined> {
  return unstable_cache(
    async () => {
      const { docs } = await (await payload()).find({
        collection: 'stories',
        where: { and: [published, { formerSlugs: { in: [slug] } }] },
        select: { slug: true },
        depth: 0,
        limit: 1,
        sort: '-publishedAt',
        pagination: false,
      });
      const current = docs[0]?.slug;
      return typeof current === 'string' && current !== '' ? current : undefined;
    },
    ['cms-stories', 'former-slug', slug],
    { tags: [storyTag(slug), STORIES_TAG] },
  )();
}

/** Every correction and clarification of a published story, newest first (`/corrections` and its feed). */
export const publishedCorrections: () => Promise<ListedCorrection[]> = unstable_cache(
  async () => listCorrections(await findStories(published)),
  ['cms-corrections', 'published'],
  { tags: [CORRECTIONS_TAG] },
);

/** Where Home and News place stories, as editors saved it (src/server/content/frontPage.ts). */
export const frontPagePlacements: () => Promise<FrontPagePlacements> = unstable_cache(
  async () => {
    const doc = await (await payload()).findGlobal({
      slug: 'front-page',
      depth: 1,
      // Only the placed stories' slugs: the pages match them against the published stories.
      populate: { stories: { slug: true } },
      overrideAccess: true,
    });
    return placementsFromGlobal(doc as FrontPageDoc);
  },
  ['cms-front-page'],
  { tags: [FRONT_PAGE_TAG] },
);

/** One page of an author's published stories, newest first, and how many they have in all. */
export type AuthorStoriesPage = { stories: CmsStory[]; totalDocs: number };

/** Page `page` of the published stories crediting author `author` (AUTHOR_STORIES_PER_PAGE a page). */
export function publishedCmsStoriesBy(author: { id: number | string; slug: string }, page: number): Promise<AuthorStoriesPage> {
  return unstable_cache(
    async (): Promise<AuthorStoriesPage> => {
      const result = await (await payload()).find({
        collection: 'stories',
        where: { and: [published, { authors: { in: [author.id] } }] },
        depth: 1,
        limit: AUTHOR_STORIES_PER_PAGE,
        page,
        sort: '-publishedAt',
      });
      return { stories: cmsStoriesFromDocs(result.docs, (message) => console.warn(`[content] ${message}`)), totalDocs: result.totalDocs };
    },
    ['cms-stories', 'author', String(author.id), String(page)],
    { tags: [STORIES_TAG, authorTag(author.slug), MEDIA_TAG] },
  )();
}
