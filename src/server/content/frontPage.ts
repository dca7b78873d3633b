/**
 * Where Home and News place stories: lists of slugs, resolved against the newsroom's published stories
 * (a story deleted or unpublished in the admin drops out of its place). Pure.
 *
 * Editors choose the placements in the admin (the `front-page` global, src/cms/globals/FrontPage.ts);
 * the seed fills it with the sample lists of src/content (`seededPlacements`, named by the slugs the seed
 * gave their stories: legacyStories.ts). A story they publish also leads Home's 'Latest News' and
 * appears on its category page, the feeds and the sitemap.
 */
import { communityStories } from '@/content/communityStories';
import { heroStories } from '@/content/heroStories';
import { homeNews } from '@/content/news';
import { tabArticles } from '@/content/newsTabs';
import { popularTopics } from '@/content/categories';
import { newsTabCategories, storyCategories, type NewsTabCategory, type StoryCategory } from '@/content/schemas';
import { topStories } from '@/content/topStories';
import { legacyStoryPath } from '@/lib/addresses';
import type { CmsStory } from './cmsStoryModel';
import { legacyStorySlug, legacyStorySlugs } from './legacyStories';

export type FrontPagePlacements = {
  /** Home's slider. */
  hero: readonly string[];
  /** Home's news, in order: the grid takes the first, 'Latest News' the rest. */
  news: readonly string[];
  /** Home's Community Spotlight. */
  community: readonly string[];
  /** The News page's Top Stories; on Home, the featured block and 'Around Dallas'. */
  top: readonly string[];
  /** The News page's tabs. */
  tabs: Readonly<Record<NewsTabCategory, readonly string[]>>;
  /** Home's Popular Topics: categories, each linking to its page. */
  topics: readonly StoryCategory[];
};

const slugOf = (path: string): string[] => {
  const slug = legacyStorySlug(path);
  return slug ? [slug] : [];
};
const byNumber = <T>(key: (item: T) => number) => (a: T, b: T) => key(a) - key(b);

/** Today's placements: the sample lists' stories, by their seeded slugs. */
export const seededPlacements: FrontPagePlacements = {
  hero: heroStories.flatMap((s) => slugOf(s.href)),
  news: [...homeNews].sort(byNumber((s) => s.id)).flatMap((s) => slugOf(legacyStoryPath.home(s.id))),
  community: [...communityStories].sort(byNumber((s) => s.id)).flatMap((s) => slugOf(legacyStoryPath.community(s.id))),
  top: [...topStories].sort(byNumber((s) => s.n)).flatMap((s) => slugOf(legacyStoryPath.top(s.n))),
  tabs: Object.fromEntries(
    newsTabCategories.map((tab) => [
      tab,
      tabArticles
        .filter((a) => a.tab === tab)
        .sort(byNumber((a) => a.n))
        .flatMap((a) => slugOf(legacyStoryPath.tab(a.tab, a.n))),
    ]),
  ) as Record<NewsTabCategory, string[]>,
  topics: popularTopics,
};

/** The published stories named by `slugs`, in that order; the ones not published (any more) are left out. */
export function placed(slugs: readonly string[], stories: readonly CmsStory[]): CmsStory[] {
  const bySlug = new Map(stories.map((s) => [s.slug, s]));
  return slugs.flatMap((slug) => {
    const story = bySlug.get(slug);
    return story ? [story] : [];
  });
}

/** The News page's tabs, each with its placed published stories. */
export function placedTabs(placements: FrontPagePlacements, stories: readonly CmsStory[]): Record<NewsTabCategory, CmsStory[]> {
  return Object.fromEntries(newsTabCategories.map((tab) => [tab, placed(placements.tabs[tab], stories)])) as Record<NewsTabCategory, CmsStory[]>;
}

/** The newsroom's own stories (not seeded from the samples), in the given order. */
export function newsroomStories(stories: readonly CmsStory[]): CmsStory[] {
  const seeded = new Set(legacyStorySlugs.values());
  return stories.filter((s) => !seeded.has(s.slug));
}

/** A placed story as the global holds it: an id, or the story with its slug (read at depth 1). */
type PlacedRef = number | string | { slug?: unknown } | null | undefined;
type PlacedList = readonly PlacedRef[] | null | undefined;

/** The `front-page` global as read with its stories' slugs populated. */
export type FrontPageDoc = {
  updatedAt?: unknown;
  hero?: PlacedList;
  news?: PlacedList;
  community?: PlacedList;
  top?: PlacedList;
  tabs?: Partial<Record<NewsTabCategory, PlacedList>> | null;
  topics?: readonly unknown[] | null;
};

const slugsOf = (list: PlacedList): string[] =>
  (list ?? []).flatMap((ref) => (ref && typeof ref === 'object' && typeof ref.slug === 'string' ? [ref.slug] : []));

/**
 * The placements the editors saved. A global never saved (a database made before it existed, which the
 * seed leaves alone because it has content) gives today's sample placements, so Home is never empty.
 */
export function placementsFromGlobal(doc: FrontPageDoc | null | undefined): FrontPagePlacements {
  if (!doc?.updatedAt) return seededPlacements;
  return {
    hero: slugsOf(doc.hero),
    news: slugsOf(doc.news),
    community: slugsOf(doc.community),
    top: slugsOf(doc.top),
    tabs: Object.fromEntries(newsTabCategories.map((tab) => [tab, slugsOf(doc.tabs?.[tab])])) as Record<NewsTabCategory, string[]>,
    topics: (doc.topics ?? []).filter((t): t is StoryCategory => (storyCategories as readonly unknown[]).includes(t)),
  };
}
