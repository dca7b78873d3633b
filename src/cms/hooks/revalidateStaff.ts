/**
 * A saved or deleted staff member reaches readers at once: expire the team page, their author page and
 * the stories whose bylines name them (src/server/content/cacheTags.ts), as the stories' hooks do.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload';
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

export const revalidateStaffAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await expire(tagsForStaffChange(doc, undefined, await storySlugsBy(req, doc.id)));
  return doc;
};
