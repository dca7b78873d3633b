/**
 * A photo becomes readable by readers (the media library's `public`, roles.ts readMedia) when content that
 * shows it is published: afterChange of a published version, or of any save in a collection without
 * drafts. Drafts and autosaves mark nothing, so a photo uploaded for a story not yet out stays in the
 * newsroom. Never unmarked: once published, a photo has been seen (and cached) by readers.
 *
 * Written in the save's own transaction, through the database adapter: no media hooks run (a photo that
 * becomes public changes nothing on the pages, so nothing to expire), and a failure fails the save.
 */
import type { CollectionAfterChangeHook } from 'payload';
import { isPublicSave, mediaIdsIn } from '../publicMedia';

export function markShownMediaPublic(uploadFields: readonly string[], richTextFields: readonly string[] = []): CollectionAfterChangeHook {
  return async ({ doc, req }) => {
    if (!isPublicSave(doc)) return doc;
    const ids = mediaIdsIn(doc, uploadFields, richTextFields);
    if (ids.length === 0) return doc;
    await req.payload.db.updateMany({
      collection: 'media',
      where: { and: [{ id: { in: ids } }, { public: { not_equals: true } }] },
      data: { public: true },
      req,
      returning: false,
    });
    return doc;
  };
}
