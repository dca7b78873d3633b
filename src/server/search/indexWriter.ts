/**
 * Writes to the search index. Each function takes the database (or the transaction) to write with:
 * the hooks pass the saving request's transaction, so the index changes with the document or not at
 * all.
 */
import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_SCHEMA } from './schemaSql';
import type { SearchDocument, SearchType } from './searchDocuments';

/** A Drizzle database or transaction (node-postgres or PGlite): anything that runs a query. */
export type SqlExecutor = { execute: (query: SQL) => Promise<{ rows: unknown[] }> };

const documents = sql.raw(`${SEARCH_SCHEMA}.search_documents`);

/** Adds a document to the index or replaces its row. */
export async function upsertSearchDocument(db: SqlExecutor, doc: SearchDocument): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${documents} (type, doc_id, title, summary, body, url, date, indexed_at)
    VALUES (${doc.type}, ${doc.docId}, ${doc.title}, ${doc.summary}, ${doc.body}, ${doc.url}, ${doc.date ? doc.date.toISOString() : null}, now())
    ON CONFLICT (type, doc_id) DO UPDATE SET
      title = excluded.title, summary = excluded.summary, body = excluded.body, url = excluded.url,
      date = excluded.date, indexed_at = excluded.indexed_at
    WHERE (${documents}.title, ${documents}.summary, ${documents}.body, ${documents}.url, ${documents}.date)
      IS DISTINCT FROM (excluded.title, excluded.summary, excluded.body, excluded.url, excluded.date)`);
}

/** Removes a document from the index (nothing happens when it is not there). */
export async function removeSearchDocument(db: SqlExecutor, type: SearchType, docId: string): Promise<void> {
  await db.execute(sql`DELETE FROM ${documents} WHERE type = ${type} AND doc_id = ${docId}`);
}

/** Replaces every row of one kind with `docs` (the full reindex). */
export async function replaceSearchDocuments(db: SqlExecutor, type: SearchType, docs: readonly SearchDocument[]): Promise<void> {
  const ids = docs.map((d) => d.docId);
  await db.execute(sql`DELETE FROM ${documents} WHERE type = ${type} AND NOT (doc_id = ANY (${sql.param(ids)}::text[]))`);
  for (const doc of docs) await upsertSearchDocument(db, doc);
}
