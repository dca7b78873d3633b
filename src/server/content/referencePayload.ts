import 'server-only';
/**
 * Reading the reference collections (events, books, groups, initiatives, resources) through Payload's
 * local API: published documents only, cached by their collection's tag (cacheTags.ts), which their
 * hooks expire on every change (src/cms/collections/reference.ts).
 */
import { unstable_cache } from 'next/cache';
import type { Payload } from 'payload';
import { startPayload } from '@/cms/start';
import { referenceTag, type ReferenceCollection } from './cacheTags';

/** More than any of these lists holds; a page never shows an unbounded read. */
export const MAX_REFERENCE_DOCS = 1000;

let payloadPromise: Promise<Payload> | undefined;

/** Payload of this process (getPayload shares one instance); a failed start is retried next time. */
function payload(): Promise<Payload> {
  const url = process.env.DATABASE_URL;
  if (!url) return Promise.reject(new Error('DATABASE_URL is not set: run through scripts/with-database.mjs'));
  payloadPromise ??= startPayload(url).catch((error: unknown) => {
    payloadPromise = undefined;
    throw error;
  });
  return payloadPromise;
}

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
    { tags: [referenceTag(collection)] },
  )();
}

export function warn(message: string): void {
  console.warn(`[content] ${message}`);
}
