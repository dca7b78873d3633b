/**
 * Zod schemas for every entity of the site's static content (SPEC.md section 3).
 * One schema gives both the TypeScript type and the runtime check; `content.test.ts`
 * validates all sample data against them.
 */
import { z } from 'zod';
import { EVENT_CATEGORIES } from '@/config/constants';

/** A local calendar date written `yyyy-MM-dd`. Never parse it with `new Date(string)`. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected yyyy-MM-dd');

/** An image: a site path (`/images/...`) or an absolute https URL. */
export const imageSrc = z
  .string()
  .refine((s) => s.startsWith('/') || s.startsWith('https://'), 'expected /path or https:// URL');

const externalUrl = z.string().url().startsWith('https://');

/** An uploaded photo's responsive copies (src/cms/mediaSources.ts `pictureOf`); absent for the sample data's art. */
export const picture = z.object({
  /** The WebP copies, for the <img> itself: `url 480w, url 960w, ...`. */
  srcSet: z.string(),
  /** Formats better than WebP, best first, each a <source type srcset>. */
  sources: z.array(z.object({ type: z.string(), srcSet: z.string() })),
  /**
   * Where a box that crops the photo (`object-fit: cover`) keeps it: the focal point an editor set in the
   * media library, as a CSS `object-position` (`30% 65%`). Absent when the photo's centre is kept.
   */
  position: z.string().optional(),
});
export type Picture = z.infer<typeof picture>;

/**
 * The address key of an event, group, initiative or resource: a number in the sample data, the
 * document's slug once it comes from the newsroom (the seeded ones keep their number as their slug).
 */
export const addressId = z.union([z.number().int().positive(), z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)]);
export type AddressId = z.infer<typeof addressId>;

/** Categories of the Home page's news cards (SPEC.md section 3), plus the Popular Topics ones. */
export const storyCategories = [
  'Politics',
  'Business',
  'Sports',
  'Transportation',
  'Food',
  'Education',
  'Culture',
  'Health',
  'Real Estate',
  'Technology',
  'Environment',
  'Lifestyle',
] as const;
export const storyCategory = z.enum(storyCategories);
export type StoryCategory = z.infer<typeof storyCategory>;

/** The part of the site a story belongs to (its breadcrumbs: Home > News or Community > category). */
export const storySections = ['News', 'Community'] as const;
export type StorySection = (typeof storySections)[number];

/** The News page's tabs (lower case, as in the `/news/{category}/{n}` addresses). */
export const newsTabCategories = ['politics', 'business', 'sports', 'lifestyle'] as const;
export const newsTabCategory = z.enum(newsTabCategories);
export type NewsTabCategory = z.infer<typeof newsTabCategory>;

/** Fields every story shares, whatever list it belongs to. */
const storyFields = {
  title: z.string().min(10),
  summary: z.string().min(20),
  image: imageSrc,
  imageAlt: z.string().min(5),
  imageCaption: z.string().min(5),
  /** Publication date, a local calendar date. */
  date: isoDate,
  /** Name of the team member who wrote it (must be in `team`). */
  author: z.string().min(3),
  /** The article text, one string per paragraph. */
  body: z.array(z.string().min(40)).min(3),
};

/** Home page news card; detail page `/news/{id}` (ids 1 to 9). */
export const newsArticle = z.object({
  id: z.number().int().positive(),
  category: storyCategory,
  ...storyFields,
});
export type NewsArticle = z.infer<typeof newsArticle>;

/** News page tab article; detail page `/news/{tab}/{n}` (n 1 to 3). */
export const tabArticle = z.object({
  tab: newsTabCategory,
  n: z.number().int().min(1).max(3),
  category: storyCategory,
  ...storyFields,
});
export type TabArticle = z.infer<typeof tabArticle>;

/** Sidebar 'Top Stories' item; detail page `/news/top/{n}` (n 1 to 5). */
export const topStory = z.object({
  n: z.number().int().min(1).max(5),
  category: storyCategory,
  ...storyFields,
});
export type TopStory = z.infer<typeof topStory>;

/** Community story; detail page `/community/{id}` (ids 10 to 12). No category shown on cards. */
export const communityStory = z.object({
  id: z.number().int().positive(),
  category: storyCategory,
  ...storyFields,
});
export type CommunityStory = z.infer<typeof communityStory>;

/** A hero slide on Home: points at one of the site's stories by its address. */
export const heroStory = z.object({
  id: z.number().int().positive(),
  title: z.string().min(10),
  summary: z.string().min(20),
  image: imageSrc,
  imageAlt: z.string().min(5),
  category: storyCategory,
  /** Internal address of the story this slide leads to, e.g. `/news/3`. */
  href: z.string().regex(/^\/(news|community)\//),
});
export type HeroStory = z.infer<typeof heroStory>;

/** Dallas neighborhoods where groups meet and initiatives happen (the Community Map's labels). */
export const dallasNeighborhoods = [
  'Uptown',
  'Downtown',
  'Deep Ellum',
  'Fair Park',
  'West Dallas',
  'Oak Cliff',
  'Bishop Arts',
  'Lake Highlands',
  'Pleasant Grove',
  'Love Field',
] as const;
export const dallasNeighborhood = z.enum(dallasNeighborhoods);
export type DallasNeighborhood = z.infer<typeof dallasNeighborhood>;

export const communityGroup = z.object({
  id: addressId,
  name: z.string().min(3),
  description: z.string().min(20),
  members: z.number().int().nonnegative(),
  /** Where the group mostly meets. */
  neighborhood: dallasNeighborhood,
  image: imageSrc,
  imageAlt: z.string().min(5),
  picture: picture.optional(),
  /** The group's own website (external). */
  website: externalUrl,
  /** Longer text for the group's page. */
  details: z.array(z.string().min(40)).min(2),
  /** Event and resource categories this group relates to, for "related" lists (lower case). */
  tags: z.array(z.string()).min(1),
});
export type CommunityGroup = z.infer<typeof communityGroup>;

export const initiative = z.object({
  id: addressId,
  title: z.string().min(5),
  description: z.string().min(20),
  location: z.string().min(3),
  /** Display text: a range such as 'June 1 – August 31, 2025', or 'Ongoing'. */
  date: z.string().min(3),
  /** First day, Dallas time. */
  startDate: isoDate,
  /** Last day, Dallas time; null while it has no planned end ('Ongoing'). After it, the initiative has ended. */
  endDate: isoDate.nullable(),
  neighborhood: dallasNeighborhood,
  image: imageSrc,
  imageAlt: z.string().min(5),
  picture: picture.optional(),
  website: externalUrl,
  details: z.array(z.string().min(40)).min(2),
  tags: z.array(z.string()).min(1),
});
export type Initiative = z.infer<typeof initiative>;

export const resourceCategories = ['Education', 'Housing', 'Business', 'Health', 'Recreation'] as const;
export const resourceCategory = z.enum(resourceCategories);
export type ResourceCategory = z.infer<typeof resourceCategory>;

export const resource = z.object({
  id: addressId,
  title: z.string().min(3),
  description: z.string().min(20),
  website: externalUrl,
  category: resourceCategory,
});
export type Resource = z.infer<typeof resource>;

/** Event categories, as the Events filter lists them (SPEC.md section 9), without 'All'. */
export const eventCategories = EVENT_CATEGORIES;
export const eventCategory = z.enum(eventCategories);
export type EventCategory = z.infer<typeof eventCategory>;

/** 24-hour local time `HH:mm` (America/Chicago). */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const communityEvent = z.object({
  id: addressId,
  title: z.string().min(5),
  description: z.string().min(20),
  /** Local calendar date in Dallas, `yyyy-MM-dd`. */
  date: isoDate,
  /**
   * The Dallas day it ends, for an event that runs over several days (newsroom events carry it);
   * without it, the event ends on `date` (src/features/events/eventSpan.ts).
   */
  endDate: isoDate.optional(),
  /** Display time range, e.g. '10:00 AM - 4:00 PM'. */
  time: z.string().min(5),
  /** Machine-readable start and end (local Dallas time), for calendars and structured data. */
  start: clockTime,
  end: clockTime,
  location: z.string().min(3),
  category: eventCategory,
  /** The organizer's page for the event (tickets, details), when there is one. */
  link: externalUrl.optional(),
  image: imageSrc,
  imageAlt: z.string().min(5),
  picture: picture.optional(),
});
export type CommunityEvent = z.infer<typeof communityEvent>;

/**
 * The masthead's titles, in the About page's order. A staff member may have another title (a new
 * beat, an intern): those cards follow these, by title and then name.
 */
export const teamTitles = [
  'Editor in Chief',
  'Senior Reporter',
  'Business Editor',
  'Community Outreach Director',
  'Digital Media Producer',
  'Sports Reporter',
] as const;

export const MAX_STAFF_TITLE_LENGTH = 80;

export const teamMember = z.object({
  name: z.string().min(3),
  title: z.string().trim().min(1).max(MAX_STAFF_TITLE_LENGTH),
  bio: z.string().min(40),
  image: imageSrc,
  imageAlt: z.string().min(5),
  /** Where the round crop keeps the portrait: the photo's focal point (src/cms/mediaSources.ts `focalPosition`). */
  imagePosition: z.string().optional(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const book = z.object({
  title: z.string().min(2),
  author: z.string().min(3),
  /** Cover image on the cover host (external); a local placeholder replaces it when it fails. */
  cover: externalUrl,
  /** Product page (external). */
  link: externalUrl,
});
export type Book = z.infer<typeof book>;
