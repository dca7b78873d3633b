/**
 * Keeps the site search's index (src/server/search) current: after a save, a published document is
 * indexed (or re-indexed) and an unpublished one removed; after a delete it is removed. The write goes
 * through the saving request's transaction, so the index changes with the document or not at all.
 *
 * A draft saved over a published document (autosave while editing) leaves the published text in the
 * index: readers still see that one.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres';
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, PayloadRequest } from 'payload';
import { removeSearchDocument, upsertSearchDocument, type SqlExecutor } from '@/server/search/indexWriter';
import { isPublic, searchDocumentFor, type SearchType, type SourceDoc } from '@/server/search/searchDocuments';

/** The request's transaction when it has one, else the adapter's pool (what Payload's own writes use). */
export async function searchDb(req: PayloadRequest): Promise<SqlExecutor> {
  const adapter = req.payload.db as unknown as PostgresAdapter;
  const id = req.transactionID ? await req.transactionID : undefined;
  const session = id === undefined ? undefined : adapter.sessions?.[id];
  return (session?.db ?? adapter.drizzle) as unknown as SqlExecutor;
}

/** Whether the collection's stored (non-draft) document is published, read inside the request's transaction. */
async function storedIsPublished(req: PayloadRequest, collection: string, id: string | number): Promise<boolean> {
  try {
    const stored = await req.payload.findByID({ collection: collection as never, id, draft: false, depth: 0, req, overrideAccess: true });
    return isPublic(stored as SourceDoc);
  } catch {
    return false; // gone
  }
}

/**
 * A story with its authors' names (the index holds the byline; the saved document has their ids). Other
 * kinds as they are.
 */
export async function withAuthors(type: SearchType, doc: SourceDoc, req: PayloadRequest): Promise<SourceDoc> {
  if (type !== 'stories' || !Array.isArray(doc.authors) || doc.authors.length === 0) return doc;
  const ids = doc.authors.map((a) => (typeof a === 'object' && a !== null ? (a as { id?: unknown }).id : a)).filter((id) => typeof id === 'number' || typeof id === 'string');
  if (ids.length === 0) return doc;
  const { docs } = await req.payload.find({
    collection: 'staff' as never,
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
    req,
  });
  const byId = new Map((docs as SourceDoc[]).map((s) => [String(s.id), s]));
  return { ...doc, authors: ids.map((id) => byId.get(String(id))).filter(Boolean) };
}

/** `afterChange` and `afterDelete` hooks that index one collection's documents as `type`. */
export function searchIndexHooks(type: SearchType): { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } {
  const afterChange: CollectionAfterChangeHook = async ({ doc, req, collection }) => {
    const source = doc as SourceDoc;
    const id = String(source.id ?? '');
    if (!id) return doc;
    const db = await searchDb(req);
    if (isPublic(source)) {
      const row = searchDocumentFor(type, await withAuthors(type, source, req));
      if (row) await upsertSearchDocument(db, row);
      else await removeSearchDocument(db, type, id);
    } else if (!(await storedIsPublished(req, collection.slug, source.id as string | number))) {
      await removeSearchDocument(db, type, id);
    }
    return doc;
  };
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    const id = String((doc as SourceDoc).id ?? '');
    if (id) await removeSearchDocument(await searchDb(req), type, id);
    return doc;
  };
  return { afterChange: [afterChange], afterDelete: [afterDelete] };
}

type Hooks = NonNullable<CollectionConfig['hooks']>;

/** A collection's `hooks` with the search index's added after its own (one line in each collection). */
export function withSearchIndex(type: SearchType, hooks: Hooks = {}): Hooks {
  const search = searchIndexHooks(type);
  return {
    ...hooks,
    afterChange: [...(hooks.afterChange ?? []), ...search.afterChange],
    afterDelete: [...(hooks.afterDelete ?? []), ...search.afterDelete],
  };
}

/**
 * A staff member renamed: the published stories that credit them are indexed again, so that the search
 * finds them by the new name (and no longer by the old one).
 */
export const reindexBylinesAfterRename: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (!previousDoc || previousDoc.name === doc.name) return doc;
  const { docs } = await req.payload.find({
    collection: 'stories',
    where: { authors: { in: [doc.id] } },
    draft: false,
    // Their authors populated, with the new name: the byline the index holds.
    depth: 1,
    pagination: false,
    overrideAccess: true,
    req,
  });
  const db = await searchDb(req);
  for (const story of docs as SourceDoc[]) {
    const row = isPublic(story) ? searchDocumentFor('stories', story) : null;
    if (row) await upsertSearchDocument(db, row);
  }
  return doc;
};
