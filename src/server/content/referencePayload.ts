import 'server-only';
/**
 * Reading the reference collections (events, books, groups, initiatives, resources) through Payload's
 * local API: published documents only, cached by their collection's tag (cacheTags.ts), which their
 * hooks expire on every change (src/cms/collections/reference.ts).
 */
import { unstable_cache } from 'next/cache';
import { sitePayload } from '@/cms/start';
import { MEDIA_TAG, referenceTag, type ReferenceCollection } from './cacheTags';

/** More than any of these lists holds; a page never shows an unbounded read. */
export const MAX_REFERENCE_DOCS = 1000;

const payload = sitePayload;

/** Every published document of `collection`, in `sort` order, with uploads populated (depth 1). */
export function publishedDocs(collection: ReferenceCollection, sort: string): Promise<unknown[]> {
  return unstable_cache(
    async () => {
      const result = await (await payload()).find({
        collection,
        where: { _status: { equals: 'published' } },
        draft: false,
        depth: 1,
        sort,
        limit: MAX_REFERENCE_DOCS,
        pagination: false,
        overrideAccess: false,
      });
      return result.docs as unknown[];
    },
    ['cms-reference', collection, sort],
    { tags: [referenceTag(collection), MEDIA_TAG] },
  )();
}

export function warn(message: string): void {
  console.warn(`[content] ${message}`);
}
