/**
 * A saved or deleted staff member reaches readers at once: expire the team page, their author page and
 * the stories whose bylines name them (src/server/content/cacheTags.ts), as the stories' hooks do.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeDeleteHook, PayloadRequest } from 'payload';
import { tagsForStaffChange } from '@/server/content/cacheTags';
import { expireTags } from '@/server/content/revalidation';

/** What POST /api/revalidate takes at once (src/server/content/revalidation.ts `tagList`). */
const TAGS_PER_CALL = 50;

/** The slugs of the stories crediting staff member `id`. */
async function storySlugsBy(req: PayloadRequest, id: number | string): Promise<string[]> {
  const { docs } = await req.payload.find({
    collection: 'stories',
    where: { authors: { in: [id] } },
    select: { slug: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  });
  return docs.flatMap((d) => (typeof d.slug === 'string' ? [d.slug] : []));
}

async function expire(tags: readonly string[]): Promise<void> {
  for (let i = 0; i < tags.length; i += TAGS_PER_CALL) await expireTags(tags.slice(i, i + TAGS_PER_CALL));
}

export const revalidateStaffAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  await expire(tagsForStaffChange(doc, previousDoc, await storySlugsBy(req, doc.id)));
  return doc;
};

/**
 * Where a delete's story slugs wait between its two hooks: by request (the local API's calls may give
 * `req.context` a new object on the way), then by member.
 */
const creditedByRequest = new WeakMap<PayloadRequest, Map<string, string[]>>();

/**
 * Before a staff member is deleted, the stories crediting them: the delete cascades away the stories'
 * links to the member before the afterDelete hooks run, so asking afterwards finds none, and their
 * pages would keep the byline and a link to an author page that no longer exists.
 */
export const rememberStaffStoriesBeforeDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const slugs = await storySlugsBy(req, id);
  const remembered = creditedByRequest.get(req) ?? new Map<string, string[]>();
  remembered.set(String(id), slugs);
  creditedByRequest.set(req, remembered);
};

export const revalidateStaffAfterDelete: CollectionAfterDeleteHook = async ({ id, doc, req }) => {
  const slugs = creditedByRequest.get(req)?.get(String(id)) ?? (await storySlugsBy(req, id));
  await expire(tagsForStaffChange(doc, undefined, slugs));
  return doc;
};
