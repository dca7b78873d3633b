/**
 * What a digest holds for one reader: the new stories of the topics they chose (all topics when none),
 * grouped in the site's category order. Pure.
 */
import { storyCategories, type StoryCategory } from '@/content/schemas';

export type DigestStory = {
  title: string;
  summary: string;
  category: StoryCategory;
  /** Absolute address of the story. */
  href: string;
  /** Absolute address of a raster image (mail clients do not show SVG), or null. */
  imageUrl: string | null;
  imageAlt: string;
  publishedAt: string;
};

export type DigestGroup = { topic: StoryCategory; stories: DigestStory[] };

/** The reader's topics, read from the database: unknown names are dropped; none means every topic. */
export function readerTopics(topics: readonly string[]): StoryCategory[] {
  const chosen = storyCategories.filter((c) => topics.includes(c));
  return chosen.length === 0 ? [...storyCategories] : chosen;
}

/** At most this many stories in one reader's edition (a busy week stays a readable mail). */
export const MAX_DIGEST_STORIES = 60;

/**
 * A reader's edition: the newest `max` stories of the reader's topics, grouped by topic in the
 * topics' order. The cap applies to the reader's own stories, so a reader of one topic gets all of
 * that topic's week however many stories the newsroom published in the others.
 */
export function groupForReader(stories: readonly DigestStory[], topics: readonly string[], max = MAX_DIGEST_STORIES): DigestGroup[] {
  const wanted = readerTopics(topics);
  const kept = stories
    .filter((s) => (wanted as readonly string[]).includes(s.category))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    .slice(0, max);
  return wanted
    .map((topic) => ({ topic, stories: kept.filter((s) => s.category === topic) }))
    .filter((group) => group.stories.length > 0);
}

/** A stable key for a set of topics: readers with the same topics share one rendered digest. */
export const topicsKey = (topics: readonly string[]) => readerTopics(topics).join('|');

/** The image a mail can show: raster images only (SVG is blocked by most mail clients). */
export function mailImage(url: string | null | undefined, absolute: (path: string) => string): string | null {
  if (!url || /\.svg(\?|$)/i.test(url)) return null;
  return absolute(url);
}
