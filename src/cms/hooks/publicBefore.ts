/**
 * What readers had of a document before a save. Payload hands update hooks the document's latest
 * version as `originalDoc` and `previousDoc`: a draft, when one was saved after the publication. An
 * unpublish over such a draft then looks like a draft saved over a draft, and the pages that show the
 * document (under its published slug, which the draft may have changed) would not be expired. The
 * document's main row is what readers were given: Payload changes it only when the document is published
 * or unpublished. It is read before the save and kept, by request, for the afterChange hooks.
 */
import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload';

type Row = Record<string, unknown>;

/** By request (the local API's calls may give `req.context` a new object on the way), then by document. */
const rowsByRequest = new WeakMap<PayloadRequest, Map<string, Row | null>>();

const key = (collection: string, id: unknown) => `${collection}:${String(id)}`;

export const rememberPublicRow: CollectionBeforeChangeHook = async ({ collection, data, operation, originalDoc, req }) => {
  if (operation !== 'update' || originalDoc?.id === undefined) return data;
  const row = (await req.payload.db.findOne({ collection: collection.slug, where: { id: { equals: originalDoc.id } }, req })) as Row | null;
  const rows = rowsByRequest.get(req) ?? new Map<string, Row | null>();
  rows.set(key(collection.slug, originalDoc.id), row);
  rowsByRequest.set(req, rows);
  return data;
};

/** The main row `rememberPublicRow` read before this request's save of document `id`, if it did. */
export function publicRowBefore(req: PayloadRequest, collection: string, id: unknown): Row | null | undefined {
  return rowsByRequest.get(req)?.get(key(collection, id));
}
