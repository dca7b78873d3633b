/**
 * A photo becomes readable by readers (the media library's `public`, roles.ts readMedia) when content that
 * shows it is published. Decided from the document's main row as this save left it, read in the save's
 * transaction, not from the hook's `doc`: a request's `select` trims that (a draft saved with
 * `select[heroImage]` would look like a collection without drafts, a publish with `select[title]` would
 * show no photo). Payload writes the main row only when a document is created, published or unpublished,
 * so it holds what readers get: a draft or an autosave marks nothing new, and a photo uploaded for a
 * story not yet out stays in the newsroom. Never unmarked: once published, a photo has been seen (and
 * cached) by readers.
 *
 * Written through the database adapter: no media hooks run (a photo that becomes public changes nothing
 * on the pages, so nothing to expire), the photo's `updatedAt` stays, and a failure fails the save.
 */
import type { CollectionAfterChangeHook } from 'payload';
import { hasDraftsEnabled } from 'payload/shared';
import { isPublicSave, mediaIdsIn } from '../publicMedia';

export function markShownMediaPublic(uploadFields: readonly string[], richTextFields: readonly string[] = []): CollectionAfterChangeHook {
  return async ({ collection, doc, req }) => {
    const row = (await req.payload.db.findOne({ collection: collection.slug, where: { id: { equals: doc.id } }, req })) as Record<
      string,
      unknown
    > | null;
    if (!row || !isPublicSave(row, hasDraftsEnabled(collection))) return doc;
    const ids = mediaIdsIn(row, uploadFields, richTextFields);
    if (ids.length === 0) return doc;
    await req.payload.db.updateMany({
      collection: 'media',
      where: { and: [{ id: { in: ids } }, { public: { not_equals: true } }] },
      data: { public: true, updatedAt: null },
      req,
      returning: false,
    });
    return doc;
  };
}
