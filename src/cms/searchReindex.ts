/**
 * Fills the search index from the collections: every published document of the six searchable
 * collections, each kind replaced in one transaction. For a database whose content was made before
 * the index existed, or restored from elsewhere (`npm run newsroom -- reindex`, src/cms/cli/reindex.ts).
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';
import { replaceSearchDocuments, type SqlExecutor } from '@/server/search/indexWriter';
import { SEARCH_TYPES, isPublic, searchDocumentFor, type SearchDocument, type SearchType, type SourceDoc } from '@/server/search/searchDocuments';

const BATCH = 200;

async function publishedRows(payload: Payload, type: SearchType): Promise<SearchDocument[]> {
  const rows: SearchDocument[] = [];
  for (let page = 1; ; page += 1) {
    // Stories with their authors populated (the index holds the byline); the other kinds as stored.
    const depth = type === 'stories' ? 1 : 0;
    const result = await payload.find({ collection: type as never, draft: false, depth, limit: BATCH, page, sort: 'id', overrideAccess: true });
    for (const doc of result.docs as SourceDoc[]) {
      const row = isPublic(doc) ? searchDocumentFor(type, doc) : null;
      if (row) rows.push(row);
    }
    if (!result.hasNextPage) return rows;
  }
}

/** Rebuilds the index; returns how many documents of each kind it holds now. */
export async function reindexSearch(payload: Payload): Promise<Record<SearchType, number>> {
  const counts = {} as Record<SearchType, number>;
  const adapter = payload.db as unknown as PostgresAdapter;
  for (const type of SEARCH_TYPES) {
    const rows = await publishedRows(payload, type);
    await adapter.drizzle.transaction(async (tx) => replaceSearchDocuments(tx as unknown as SqlExecutor, type, rows));
    counts[type] = rows.length;
  }
  return counts;
}
