import type { Picture } from '@/cms/mediaSources';
import { legacyStoryPath } from '@/lib/addresses';
import { categorySlug } from './categories';
import { communityStories } from './communityStories';
import { homeNews } from './news';
import { tabArticles } from './newsTabs';
import { storyCategories, type StoryCategory } from './schemas';
import { topStories } from './topStories';

/** Which list of the sample data a story comes from (or 'cms': the newsroom's, at `/news/{slug}`); it decides its address. */
export type StoryKind = 'home' | 'tab' | 'top' | 'community' | 'cms';

/** A story of the site with its own address, whatever list it belongs to. */
export type SiteStory = {
  kind: StoryKind;
  /** Site-relative address of the story's page, e.g. `/news/3`. */
  href: string;
  /** The site section it appears under (breadcrumbs). */
  section: 'News' | 'Community';
  category: StoryCategory;
  title: string;
  summary: string;
  image: string;
  imageAlt: string;
  imageCaption: string;
  /** An uploaded photo's responsive copies (a newsroom story); `image` is then its middle-sized WebP copy. */
  picture?: Picture;
  /** The size in bytes of the file at `image`, when known (a newsroom photo's copy): the feeds' enclosure length. */
  imageBytes?: number;
  /** Local calendar date `yyyy-MM-dd`. */
  date: string;
  /** The exact moment it was published (ISO), when known: a newsroom story's. The samples have only a day. */
  publishedAt?: string;
  author: string;
  body: readonly string[];
};

type StoryFields = Omit<SiteStory, 'kind' | 'href' | 'section'>;

function fields(s: StoryFields): StoryFields {
  const { category, title, summary, image, imageAlt, imageCaption, date, author, body } = s;
  return { category, title, summary, image, imageAlt, imageCaption, date, author, body };
}

/** The address of a story by where it comes from (its legacy address of SPEC.md). */
export const storyHref = legacyStoryPath;

/** Every story of the site, in data order: Home news, News tabs, Top Stories, Community. */
export const allStories: readonly SiteStory[] = [
  ...homeNews.map((s) => ({ kind: 'home' as const, href: storyHref.home(s.id), section: 'News' as const, ...fields(s) })),
  ...tabArticles.map((s) => ({ kind: 'tab' as const, href: storyHref.tab(s.tab, s.n), section: 'News' as const, ...fields(s) })),
  ...topStories.map((s) => ({ kind: 'top' as const, href: storyHref.top(s.n), section: 'News' as const, ...fields(s) })),
  ...communityStories.map((s) => ({
    kind: 'community' as const,
    href: storyHref.community(s.id),
    section: 'Community' as const,
    ...fields(s),
  })),
];

const byHref = new Map(allStories.map((s) => [s.href, s]));

/** The story at a site address, or undefined. */
export function storyByHref(href: string): SiteStory | undefined {
  return byHref.get(href);
}

/** Newest first; stories of the same day keep a stable order by address. */
export function newestFirst(a: SiteStory, b: SiteStory): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.href < b.href ? -1 : a.href > b.href ? 1 : 0;
}

/** Every story, newest first (the site-wide feed). */
export function latestStories(limit = Infinity): SiteStory[] {
  return [...allStories].sort(newestFirst).slice(0, limit);
}

/** All stories of a category across the site, newest first. */
export function storiesInCategory(category: StoryCategory): SiteStory[] {
  return allStories.filter((s) => s.category === category).sort(newestFirst);
}

/** The category whose address segment is `slug` (`real-estate` -> 'Real Estate'), or undefined. */
export function categoryFromSlug(slug: string): StoryCategory | undefined {
  return storyCategories.find((c) => categorySlug(c) === slug);
}

/**
 * A category written another way than its slug, as readers type it or other sites link it
 * (`Politics`, `Real Estate`, `real_estate`): the category, for a permanent redirect to its page.
 */
export function categoryFromLooseSlug(slug: string): StoryCategory | undefined {
  let decoded = slug;
  try {
    // The route's parameter keeps an encoded space (`Real%20Estate`).
    decoded = decodeURIComponent(slug);
  } catch {
    return undefined;
  }
  return categoryFromSlug(decoded.trim().toLowerCase().replace(/[\s_-]+/g, '-'));
}

/** Categories that have at least one story, in the schema's order: each gets a page and a feed. */
export function categoriesWithStories(): StoryCategory[] {
  return storyCategories.filter((c) => allStories.some((s) => s.category === c));
}

/** Other stories of the same category, newest first, for 'More from {category}'. */
export function relatedStories(story: SiteStory, limit = 3): SiteStory[] {
  return storiesInCategory(story.category)
    .filter((s) => s.href !== story.href)
    .slice(0, limit);
}
