/**
 * A story's address segment (`/news/{slug}`). Made from the title unless an editor types one; words
 * that other routes under `/news/` use, and plain numbers (the seeded `/news/1`..`9`), are refused.
 */
import { newsTabCategories } from '@/content/schemas';

/** Segments of `/news/...` that belong to other routes. */
export const reservedSlugs: readonly string[] = ['category', 'top', 'feed', ...newsTabCategories];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 96;

/** 'Café owners: "We're back!"' -> 'cafe-owners-were-back'. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/g, '');
}

/**
 * true, or the reason an address segment is refused (Payload's field `validate` contract): the rules
 * every slug follows (stories, staff). `source` names the field it is made from when left empty.
 */
export function validateSlugFormat(value: unknown, source = 'title'): true | string {
  if (typeof value !== 'string' || value === '') return `A slug is required (it is made from the ${source} when left empty).`;
  if (value.length > MAX_SLUG_LENGTH) return `A slug has at most ${MAX_SLUG_LENGTH} characters.`;
  if (!SLUG.test(value)) return 'A slug uses lower-case letters, digits and single hyphens only.';
  return true;
}

/** A story's slug: the format, and no number or word another route under `/news/` uses. */
export function validateSlug(value: unknown): true | string {
  const format = validateSlugFormat(value);
  if (format !== true || typeof value !== 'string') return format;
  if (/^\d+$/.test(value)) return 'A slug cannot be a number: those addresses belong to other stories.';
  if (reservedSlugs.includes(value)) return `"${value}" is used by another page under /news/.`;
  return true;
}
