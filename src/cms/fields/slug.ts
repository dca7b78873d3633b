import type { CollectionSlug, FieldHook, PayloadRequest, TextField } from 'payload';
import { MAX_SLUG_LENGTH, slugify } from '../slug';

/**
 * The slug to store: the one typed, else one made from the `from` field's value, else none (null). An
 * untitled draft (the admin autosaves one as soon as an editor opens "Create New") has no slug rather
 * than an empty one: the column is unique, and a second empty slug made every later "Create New" fail
 * (a blank screen) until the first draft was deleted. PostgreSQL's unique index allows any number of nulls.
 */
export function slugToStore(value: unknown, from: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return slugify(typeof from === 'string' ? from : '') || null;
}

/** The slug of a copy: `{slug}-copy`, or `-copy-2`, `-copy-3`... when that is taken; within the length limit. */
export function copySlug(slug: string, taken: (candidate: string) => boolean): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '-copy' : `-copy-${n}`;
    const candidate = `${slug.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}

/**
 * A duplicate's slug. Payload's own (`{slug} - Copy`) broke the slug rules, so the copy could neither be
 * previewed nor published until an editor found the field; an empty one would be made from the title,
 * which is the original's address. The copy gets `{slug}-copy` (or the next free number) instead.
 */
const duplicateSlug: FieldHook = async ({ value, collection, req }) => {
  if (typeof value !== 'string' || value === '' || !collection) return null;
  const { docs } = await req.payload.find({
    collection: collection.slug,
    where: { slug: { like: `${value.slice(0, MAX_SLUG_LENGTH - 12)}-copy` } },
    draft: true,
    limit: 1000,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  });
  const taken = new Set(docs.map((doc) => (doc as { slug?: unknown }).slug));
  return copySlug(value, (candidate) => taken.has(candidate));
};

/**
 * A document's address segment: unique, made from the `from` field when left empty (an editor may type
 * another), checked by `validate` (src/cms/slug.ts) when published. Stories and staff use it.
 */
export function slugField({ from, description, validate }: { from: string; description: string; validate: (value: unknown) => true | string }): TextField {
  return {
    name: 'slug',
    type: 'text',
    unique: true,
    index: true,
    maxLength: MAX_SLUG_LENGTH,
    admin: { position: 'sidebar', description },
    hooks: {
      beforeValidate: [({ value, data }) => slugToStore(value, data?.[from])],
      beforeDuplicate: [duplicateSlug],
    },
    validate: async (value: unknown, options) => {
      const checked = validate(value);
      if (checked !== true || typeof value !== 'string') return checked;
      return formerAddressFree(value, options);
    },
  };
}

/**
 * true, or why `slug` is refused: it is another document's earlier address, which still leads readers
 * to that document (src/cms/fields/formerSlugs.ts). Taking it would send those readers, shared links
 * and sent newsletters to the wrong page, and make the other document's restores fail.
 */
export async function formerAddressFree(
  slug: string,
  { req, id, collectionSlug }: { req: PayloadRequest; id?: number | string; collectionSlug?: string },
): Promise<true | string> {
  if (!collectionSlug) return true;
  const { docs } = await req.payload.find({
    collection: collectionSlug as CollectionSlug,
    where: { and: [{ formerSlugs: { in: [slug] } }, ...(id === undefined ? [] : [{ id: { not_equals: id } }])] },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  });
  const holder = docs[0] as { title?: unknown; name?: unknown } | undefined;
  if (!holder) return true;
  const name = typeof holder.title === 'string' ? holder.title : typeof holder.name === 'string' ? holder.name : 'another page';
  return `"${slug}" was the address of "${name}" and still leads readers there: choose another slug.`;
}
