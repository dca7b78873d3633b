// @vitest-environment node
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { searchIndexHooks, withSearchIndex } from './searchIndex';

const dialect = new PgDialect();

/** A Payload request whose database records the statements, on the pool or on a transaction's session. */
function fakeRequest({ stored, transactionID }: { stored?: Record<string, unknown> | null; transactionID?: number } = {}) {
  const pool: string[] = [];
  const session: string[] = [];
  const recorder = (log: string[]) => ({
    execute: async (query: SQL) => {
      const { sql, params } = dialect.sqlToQuery(query);
      log.push(`${sql.replace(/\s+/g, ' ').trim().split(' ').slice(0, 3).join(' ')} ${JSON.stringify(params.slice(0, 2))}`);
      return { rows: [] };
    },
  });
  const req = {
    transactionID,
    payload: {
      db: { drizzle: recorder(pool), sessions: transactionID === undefined ? {} : { [transactionID]: { db: recorder(session) } } },
      findByID: async () => {
        if (stored === null) throw new Error('Not Found');
        return stored;
      },
    },
  };
  return { req, pool, session };
}

const story = { id: 7, title: 'Council votes', slug: 'council-votes', summary: 'A vote.', publishedAt: '2025-05-10T15:00:00Z' };
const collection = { slug: 'stories' };
// The hooks read only these arguments; Payload's full argument types are much larger.
type AnyArgs = never;

describe('search index hooks', () => {
  const hooks = searchIndexHooks('stories');
  const change = (doc: object, req: object) => hooks.afterChange[0]!({ doc, req, collection } as AnyArgs);
  const remove = (doc: object, req: object) => hooks.afterDelete[0]!({ doc, req, collection } as AnyArgs);

  it('indexes a published document in the saving request’s transaction', async () => {
    const { req, pool, session } = fakeRequest({ transactionID: 3 });
    await change({ ...story, _status: 'published' }, req);
    expect(session).toEqual(['INSERT INTO payload.search_documents ["stories","7"]']);
    expect(pool).toEqual([]);
  });

  it('removes an unpublished document, and keeps a published one while a draft is saved over it', async () => {
    const unpublished = fakeRequest({ stored: { ...story, _status: 'draft' } });
    await change({ ...story, _status: 'draft' }, unpublished.req);
    expect(unpublished.pool).toEqual(['DELETE FROM payload.search_documents ["stories","7"]']);

    const draftOverPublished = fakeRequest({ stored: { ...story, _status: 'published' } });
    await change({ ...story, title: 'Draft title', _status: 'draft' }, draftOverPublished.req);
    expect(draftOverPublished.pool).toEqual([]);
  });

  it('indexes documents of collections without drafts, and removes deleted ones', async () => {
    const { req, pool } = fakeRequest();
    await searchIndexHooks('books').afterChange[0]!({ doc: { id: 2, title: 'Big D', author: 'A. Writer' }, req, collection: { slug: 'books' } } as AnyArgs);
    await remove(story, req);
    expect(pool).toEqual(['INSERT INTO payload.search_documents ["books","2"]', 'DELETE FROM payload.search_documents ["stories","7"]']);
  });

  it('removes a published document that can no longer be shown (no slug)', async () => {
    const { req, pool } = fakeRequest();
    await change({ id: 7, title: 'No slug', _status: 'published' }, req);
    expect(pool).toEqual(['DELETE FROM payload.search_documents ["stories","7"]']);
  });
});

describe('withSearchIndex', () => {
  it('adds the index hooks after the collection’s own', () => {
    const own = async () => undefined;
    const hooks = withSearchIndex('stories', { afterChange: [own], beforeChange: [own] });
    expect(hooks.afterChange).toHaveLength(2);
    expect(hooks.afterChange?.[0]).toBe(own);
    expect(hooks.afterDelete).toHaveLength(1);
    expect(hooks.beforeChange).toEqual([own]);
  });
});
