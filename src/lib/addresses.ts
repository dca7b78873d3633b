/**
 * Every public address the site builds, in one place: pages, feeds and calendar files link through these
 * builders, so an address changes here and nowhere else. Pure (no server or Payload import).
 */
import { categorySlug } from '@/content/categories';
import type { NewsTabCategory, StoryCategory } from '@/content/schemas';

/** A story's one canonical address: `/news/{slug}`. */
export function storyPath(slug: string): string {
  return `/news/${slug}`;
}

/** An author's page: `/authors/{slug}`, and `?page=N` for a later page of their stories. */
export function authorPath(slug: string, page = 1): string {
  return page > 1 ? `/authors/${slug}?page=${page}` : `/authors/${slug}`;
}

/** A category's page: `/news/category/real-estate`. */
export function categoryPath(category: StoryCategory): string {
  return `/news/category/${categorySlug(category)}`;
}

/** A category's RSS feed: `/news/category/real-estate/feed.xml`. */
export function categoryFeedPath(category: StoryCategory): string {
  return `${categoryPath(category)}/feed.xml`;
}

/** The site-wide RSS feed. */
export const SITE_FEED_PATH = '/feed.xml';

/** The Community page. */
export const COMMUNITY_PATH = '/community';

/** A community group's page: `/community/groups/{id}`. */
export function groupPath(id: number | string): string {
  return `/community/groups/${id}`;
}

/** A community initiative's page: `/community/initiatives/{id}`. */
export function initiativePath(id: number | string): string {
  return `/community/initiatives/${id}`;
}

/** An event's iCalendar file: `/events/{id}/ics`. */
export function eventIcsPath(id: number | string): string {
  return `/events/${id}/ics`;
}

/**
 * The sample stories' first addresses (SPEC.md), kept as permanent redirects to the stories' canonical
 * `/news/{slug}` (src/server/content/legacyStories.ts).
 */
export const legacyStoryPath = {
  home: (id: number) => `/news/${id}`,
  tab: (tab: NewsTabCategory, n: number) => `/news/${tab}/${n}`,
  top: (n: number) => `/news/top/${n}`,
  community: (id: number) => `/community/${id}`,
} as const;
