import type { StoryCategory } from './schemas';

/** A category's address segment: lower case, spaces hyphenated ('Real Estate' -> 'real-estate'). */
export function categorySlug(category: StoryCategory): string {
  return category.toLowerCase().replace(/\s+/g, '-');
}

/** Home's 'Popular Topics', each linking to `/news/category/{slug}`. */
export const popularTopics = [
  'Politics',
  'Business',
  'Sports',
  'Education',
  'Health',
  'Real Estate',
  'Technology',
  'Environment',
] as const satisfies readonly StoryCategory[];
