/**
 * Cache tags of the content the public pages read (unstable_cache), and which of them a change to a
 * story expires. Shared by the readers (src/server/content) and Payload's hooks (src/cms/hooks), so it
 * imports nothing server-only.
 */
import { categorySlug } from '@/content/categories';
import { storyCategories, type StoryCategory } from '@/content/schemas';

/** Every list of stories: Home, News, the feeds, the sitemap, the static params of story pages. */
export const STORIES_TAG = 'stories';

/** The `/corrections` page and its feed: every correction of a published story. */
export const CORRECTIONS_TAG = 'corrections';

/** Home and News's placements, chosen by editors in the `front-page` global. */
export const FRONT_PAGE_TAG = 'front-page';

/** The team (the About page), read from the `staff` collection. */
export const STAFF_TAG = 'staff';

/**
 * Every read that shows photos: stories, the team and author pages, and the reference collections read
 * their uploads with them (depth 1). A photo's alt text, caption, credit or file is edited in the media
 * library, apart from the documents that show it, so a change there expires all of these at once.
 */
export const MEDIA_TAG = 'media';

/**
 * The tags to expire after a photo was saved or deleted: none for a new upload (nothing shows it yet),
 * MEDIA_TAG for a change or a deletion.
 */
export function tagsForMediaChange(operation: 'create' | 'update' | 'delete'): string[] {
  return operation === 'create' ? [] : [MEDIA_TAG];
}

/** One author's page (by its address segment). */
export function authorTag(slug: string): string {
  return `author:${slug}`;
}

/**
 * The tags a change to a staff document expires: the team and every author page's data (STAFF_TAG),
 * the lists, the author's page under its new and previous slug, and the pages of the stories whose
 * bylines name them (`storySlugs`).
 */
export function tagsForStaffChange(
  doc: { slug?: unknown } | null | undefined,
  previousDoc: { slug?: unknown } | null | undefined,
  storySlugs: readonly string[],
): string[] {
  const tags = new Set<string>([STAFF_TAG, STORIES_TAG]);
  for (const d of [doc, previousDoc]) if (typeof d?.slug === 'string' && d.slug !== '') tags.add(authorTag(d.slug));
  for (const slug of storySlugs) if (slug !== '') tags.add(storyTag(slug));
  return [...tags];
}

/** One story's page (by its address segment). */
export function storyTag(slug: string): string {
  return `story:${slug}`;
}

/** One category's page and feed. */
export function categoryTag(category: StoryCategory): string {
  return `category:${categorySlug(category)}`;
}

/** The fields of a story document that decide where it shows. */
export type StoryPlacement = { slug?: unknown; category?: unknown; _status?: unknown } | null | undefined;

function isCategory(value: unknown): value is StoryCategory {
  return (storyCategories as readonly unknown[]).includes(value);
}

/**
 * The tags to expire after a story was saved or deleted: the lists, the corrections (a story's title,
 * address and corrections show there), the story's page and its category, for its new slug and category
 * and for those of each version it replaced (a renamed or moved story leaves its old places).
 * And the front pages' placements, which are read with the placed stories' slugs: a placed story that
 * is renamed, or published for the first time (an untitled draft has no slug until then), keeps its place.
 * `before` holds the latest version before the save and the row readers had (src/cms/hooks/publicBefore.ts);
 * they differ when a draft was saved since the publication. A story that was not published before and
 * is not now changes nothing readers see: no tags.
 */
export function tagsForStoryChange(doc: StoryPlacement, before: readonly StoryPlacement[], deleted = false): string[] {
  const published = (d: StoryPlacement) => d?._status === 'published';
  // A deleted story leaves wherever it was; a draft save of a never-published story touches nothing public.
  if (!deleted && !published(doc) && !before.some(published)) return [];
  const tags = new Set<string>([STORIES_TAG, CORRECTIONS_TAG, FRONT_PAGE_TAG]);
  for (const d of [doc, ...before]) {
    if (typeof d?.slug === 'string' && d.slug !== '') tags.add(storyTag(d.slug));
    if (isCategory(d?.category)) tags.add(categoryTag(d.category));
  }
  return [...tags];
}

/** The newsroom's reference collections; each one's cache tag is its slug. */
export const REFERENCE_COLLECTIONS = ['events', 'books', 'groups', 'initiatives', 'resources'] as const;
export type ReferenceCollection = (typeof REFERENCE_COLLECTIONS)[number];

/** Every page that lists `collection` (the Events page and its feeds, Books, Community and its pages). */
export function referenceTag(collection: ReferenceCollection): string {
  return collection;
}

/**
 * The tags to expire after an event, book, group, initiative or resource was saved or deleted: its
 * collection's, when it is published now or any version in `before` was (the latest version before the
 * save and the row readers had, as for stories); a draft of something never published changes nothing
 * readers see.
 */
export function tagsForReferenceChange(
  collection: ReferenceCollection,
  doc: { _status?: unknown } | null | undefined,
  before: readonly ({ _status?: unknown } | null | undefined)[],
  deleted = false,
): string[] {
  const published = (d: { _status?: unknown } | null | undefined) => d?._status === 'published';
  if (!deleted && !published(doc) && !before.some(published)) return [];
  return [referenceTag(collection)];
}
