/**
 * What the newsroom's reference content (events, books, groups, initiatives, resources) shares: drafts
 * and revision history, who may read and write it, an address slug, and the hooks that expire the public
 * pages' cache when a published document changes (src/server/content/cacheTags.ts).
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeChangeHook, CollectionConfig, TextField } from 'payload';
import { tagsForReferenceChange, type ReferenceCollection } from '@/server/content/cacheTags';
import { expireTags } from '@/server/content/revalidation';
import { editors, publishedOrStaff, signedIn } from '../access';
import { slugToStore } from '../fields/slug';
import { publicRowBefore, rememberPublicRow } from '../hooks/publicBefore';
import { markShownMediaPublic } from '../hooks/publicMedia';
import { MAX_SLUG_LENGTH } from '../slug';

/** Drafts (saved without reaching readers) and the last 25 revisions of each document, restorable. */
export const referenceVersions: CollectionConfig['versions'] = { drafts: true, maxPerDoc: 25 };

/** Readers see published documents only; the newsroom sees drafts; editors and admins write. */
export const referenceAccess: CollectionConfig['access'] = {
  read: publishedOrStaff,
  readVersions: signedIn,
  create: editors,
  update: editors,
  delete: editors,
};

const ADDRESS_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** true, or why an address slug is refused. Digits are fine here: the seeded items keep `/…/1`. */
export function validateAddressSlug(value: unknown): true | string {
  if (typeof value !== 'string' || value === '') return 'A slug is required (it is made from the title when left empty).';
  if (value.length > MAX_SLUG_LENGTH) return `A slug has at most ${MAX_SLUG_LENGTH} characters.`;
  if (!ADDRESS_SLUG.test(value)) return 'A slug uses lower-case letters, digits and single hyphens only.';
  return true;
}

/** The unique address segment of an item (`/community/groups/{slug}`), made from `from` when left empty. */
export function addressSlugField(from: string, description: string): TextField {
  return {
    name: 'slug',
    type: 'text',
    unique: true,
    index: true,
    maxLength: MAX_SLUG_LENGTH,
    admin: { position: 'sidebar', description: `${description} Made from the ${from} when left empty.` },
    hooks: {
      // An untitled draft has no slug, not an empty one (the column is unique: see slugToStore).
      beforeValidate: [({ value, data }) => slugToStore(value, data?.[from])],
    },
    validate: (value: unknown) => validateAddressSlug(value),
  };
}

/**
 * afterChange and afterDelete hooks that expire the tags of the pages showing `collection` (after making
 * the photos of a published version readable by readers, with `imageFields`). The seed's
 * saves (context `seeding`, src/cms/seed/ensure.ts) skip it: they run before any server, whose cache
 * starts from the seeded content (and a PORT in the environment must not send them to a server not yet up).
 */
export function revalidateReference(
  collection: ReferenceCollection,
  /** Its photo fields: the photos of a published version become readable by readers (hooks/publicMedia.ts). */
  imageFields: readonly string[] = [],
): {
  beforeChange: CollectionBeforeChangeHook[];
  afterChange: CollectionAfterChangeHook[];
  afterDelete: CollectionAfterDeleteHook[];
} {
  return {
    // What readers had before the save: `previousDoc` is a draft when one was saved since the publication.
    beforeChange: [rememberPublicRow],
    afterChange: [
      ...(imageFields.length > 0 ? [markShownMediaPublic(imageFields)] : []),
      async ({ doc, previousDoc, context, req }) => {
        if (context.seeding) return doc;
        await expireTags(tagsForReferenceChange(collection, doc, [previousDoc, publicRowBefore(req, collection, doc.id)]));
        return doc;
      },
    ],
    afterDelete: [
      async ({ doc, context }) => {
        if (context.seeding) return doc;
        await expireTags(tagsForReferenceChange(collection, doc, [], true));
        return doc;
      },
    ],
  };
}
