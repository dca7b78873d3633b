// @vitest-environment node
/**
 * The search SQL against a real PostgreSQL (Debian's, through src/test/postgresCluster.ts), with the
 * index schema the migration applies: stemming, accents, phrases, exclusion, filters, ranking,
 * pagination, suggestions, the vocabulary's upkeep, and inputs that must never fail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { startPostgres, type PostgresCluster } from '@/test/postgresCluster';
import { removeSearchDocument, replaceSearchDocuments, upsertSearchDocument, type SqlExecutor } from './indexWriter';
import { SNIPPET_END, SNIPPET_START, searchPage, suggestQuery, type SearchFilters } from './query';
import { SEARCH_SCHEMA, SEARCH_SPEED_UP_SQL, SEARCH_TIERS_UP_SQL, SEARCH_UP_SQL } from './schemaSql';
import type { SearchDocument } from './searchDocuments';
import { MAX_PAGE, pageRows } from '@/features/search/searchParams';

let cluster: PostgresCluster;
// One client, not a pool: its end() resolves once the connection is closed, so that stopping the server
// afterwards never cuts a connection that is still closing (an uncaught 57P01 error).
let client: pg.Client;
let db: SqlExecutor;

const none: SearchFilters = { type: null, from: null, to: null };
const doc = (d: Partial<SearchDocument> & Pick<SearchDocument, 'docId' | 'title'>): SearchDocument => ({
  type: 'stories',
  summary: '',
  body: '',
  url: `/news/${d.docId}`,
  date: null,
  ...d,
});
const search = (q: string, filters: Partial<SearchFilters> = {}, page = 1) =>
  searchPage(db, { q, ...none, ...filters, limit: 10, offset: (page - 1) * 10, countCap: 1000 });
/** Every page of `limit` results, one after the other, as ids (until an empty page). */
async function allPages(q: string, limit: number, filters: Partial<SearchFilters> = {}) {
  const pages: string[][] = [];
  for (let offset = 0; ; offset += limit) {
    const page = await searchPage(db, { q, ...none, ...filters, limit, offset, countCap: 1000 });
    if (!page.hits.length) return pages;
    pages.push(page.hits.map((h) => h.docId));
  }
}
const ids = async (q: string, filters: Partial<SearchFilters> = {}) => (await search(q, filters)).hits.map((h) => h.docId);

beforeAll(async () => {
  cluster = await startPostgres();
  client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  await client.query(`CREATE SCHEMA ${SEARCH_SCHEMA}`);
  await client.query(SEARCH_UP_SQL);
  await client.query(SEARCH_TIERS_UP_SQL);
  await client.query(SEARCH_SPEED_UP_SQL);
  db = drizzle(client) as unknown as SqlExecutor;
  const day = (iso: string) => new Date(iso);
  for (const d of [
    doc({ docId: 'council-old', title: 'Council approves budget', summary: 'The vote', date: day('2025-01-10T18:00:00Z') }),
    doc({ docId: 'council-new', title: 'Council delays parks plan', summary: 'Parks wait', date: day('2025-03-10T18:00:00Z') }),
    doc({ docId: 'summary-hit', title: 'Late night at City Hall', summary: 'The councils argued until two', date: day('2025-04-01T18:00:00Z') }),
    doc({ docId: 'body-hit', title: 'Bishop Arts weekend', body: 'A council member opened the café on Davis Street.', date: day('2025-05-01T18:00:00Z') }),
    doc({ docId: 'ellum', title: 'Music returns to Deep Ellum', body: 'Clubs on Elm Street reopen.', date: day('2025-02-01T18:00:00Z') }),
    doc({ docId: 'deep-other', title: 'Deep cuts at the library', body: 'Ellum is not here in order.', date: day('2025-02-02T18:00:00Z') }),
    doc({ type: 'events', docId: 'e1', title: 'Council town hall meeting', url: '/events?date=2025-05-10', date: day('2025-05-11T03:30:00Z') }),
    doc({ type: 'books', docId: 'b1', title: 'The Council of Dallas', summary: 'by A. Writer', url: '/books#books-heading' }),
  ]) {
    await upsertSearchDocument(db, d);
  }
}, 60_000);

afterAll(async () => {
  await client?.end();
  await cluster?.stop();
});

describe('search', () => {
  it('finds stems and folds accents both ways', async () => {
    expect(await ids('councils')).toContain('council-old');
    expect(await ids('cafe')).toEqual(['body-hit']);
    expect(await ids('CAFÉ')).toEqual(['body-hit']);
  });

  it('ranks title over summary over body, newest first among equals, undated kinds after dated ones', async () => {
    expect(await ids('council')).toEqual(['e1', 'council-new', 'council-old', 'b1', 'summary-hit', 'body-hit']);
  });

  it('reads quoted phrases and -word exclusions', async () => {
    expect((await ids('deep ellum')).sort()).toEqual(['deep-other', 'ellum']);
    expect(await ids('"deep ellum"')).toEqual(['ellum']);
    expect(await ids('deep -library')).toEqual(['ellum']);
  });

  it('filters by type and by Dallas calendar days', async () => {
    expect(await ids('council', { type: 'books' })).toEqual(['b1']);
    // The town hall starts at 10:30 PM on May 10 in Dallas (03:30 UTC on May 11).
    expect(await ids('council', { from: '2025-05-10', to: '2025-05-10' })).toEqual(['e1']);
    expect(await ids('council', { from: '2025-03-01', to: '2025-04-30' })).toEqual(['council-new', 'summary-hit']);
    expect(await ids('council', { to: '2025-01-31' })).toEqual(['council-old']);
  });

  it('counts every match and pages through them', async () => {
    const page1 = await searchPage(db, { q: 'council', ...none, limit: 4, offset: 0, countCap: 1000 });
    const page2 = await searchPage(db, { q: 'council', ...none, limit: 4, offset: 4, countCap: 1000 });
    const beyond = await searchPage(db, { q: 'council', ...none, limit: 4, offset: 40, countCap: 1000 });
    expect([page1.total, page2.total, beyond.total]).toEqual([6, 6, 6]);
    expect([page1.capped, page2.capped, beyond.capped]).toEqual([false, false, false]);
    expect([page1.hits.length, page2.hits.length, beyond.hits.length]).toEqual([4, 2, 0]);
    // A page past those one can ask for reads no row but still counts (pageRows), capped or not.
    const pastLast = await searchPage(db, { q: 'council', ...none, ...pageRows(MAX_PAGE + 1), countCap: 1000 });
    expect(pastLast).toEqual({ total: 6, capped: false, hits: [] });
    const pastLastCapped = await searchPage(db, { q: 'council', ...none, ...pageRows(5000), countCap: 3 });
    expect(pastLastCapped).toEqual({ total: 3, capped: true, hits: [] });
  });

  // The page is taken tier by tier (title, then title and summary, then anywhere): pages of any size,
  // within a tier or across tiers, follow the one order.
  it('keeps the one order on pages that span tiers or start inside one', async () => {
    const order = ['e1', 'council-new', 'council-old', 'b1', 'summary-hit', 'body-hit'];
    expect(await ids('council')).toEqual(order);
    for (const limit of [1, 2, 3, 4, 5]) expect((await allPages('council', limit)).flat(), `pages of ${limit}`).toEqual(order);
    // Page 2 of three: the title tier's last row, then the summary and the body tiers.
    expect((await allPages('council', 3))[1]).toEqual(['b1', 'summary-hit', 'body-hit']);
    // Page 1 of five: the whole title tier and the first row below it.
    expect((await allPages('council', 5))[0]).toEqual(['e1', 'council-new', 'council-old', 'b1', 'summary-hit']);
    expect((await allPages('council', 2, { from: '2025-03-01', to: '2025-05-31' })).flat()).toEqual(['e1', 'council-new', 'summary-hit', 'body-hit']);
    expect((await allPages('council', 1, { type: 'stories' })).flat()).toEqual(['council-new', 'council-old', 'summary-hit', 'body-hit']);
  });

  it('counts up to the cap, then says there are more', async () => {
    const page = (countCap: number, filters: Partial<SearchFilters> = {}) => searchPage(db, { q: 'council', ...none, ...filters, limit: 2, offset: 0, countCap });
    expect(await page(6)).toMatchObject({ total: 6, capped: false });
    expect(await page(5)).toMatchObject({ total: 5, capped: true });
    expect(await page(3, { type: 'stories' })).toMatchObject({ total: 3, capped: true });
    expect(await page(4, { type: 'stories' })).toMatchObject({ total: 4, capped: false });
    expect((await page(5)).hits.map((h) => h.docId)).toEqual(['e1', 'council-new']);
  });

  it('leaves out a title match whose document has an excluded word', async () => {
    await upsertSearchDocument(db, doc({ docId: 'excluded', title: 'Council listens', body: 'The budget hearing ran late.', date: new Date('2025-06-01T18:00:00Z') }));
    try {
      expect(await ids('council listens')).toEqual(['excluded']);
      expect(await ids('council -budget')).toEqual(['e1', 'council-new', 'b1', 'summary-hit', 'body-hit']);
      expect((await search('council -budget')).total).toBe(5);
    } finally {
      await removeSearchDocument(db, 'stories', 'excluded');
    }
  });

  it('highlights the matched words in the snippet', async () => {
    const [hit] = (await search('cafe')).hits;
    expect(hit?.snippet).toContain(`${SNIPPET_START}café${SNIPPET_END}`);
  });

  it('keeps text that looks like markup in the snippet, as text', async () => {
    await upsertSearchDocument(db, doc({ docId: 'markup', title: 'Coding club', body: 'The zoning memo says that 3 < 5 & 7 > 2, and writes <b>tags</b> in bold.' }));
    try {
      const [hit] = (await search('zoning')).hits;
      expect(hit?.snippet.replaceAll(SNIPPET_START, '').replaceAll(SNIPPET_END, '')).toContain('zoning memo says that 3 < 5 & 7 > 2, and writes <b>tags</b> in bold');
      expect(hit?.snippet).toContain(`${SNIPPET_START}zoning${SNIPPET_END}`);
    } finally {
      await removeSearchDocument(db, 'stories', 'markup');
    }
  });

  it('never fails, whatever is typed', async () => {
    for (const q of ['', '"', '-', '""', 'a & b | !c', "'; DROP TABLE x; --", '<script>alert(1)</script>', ':*', '(((', 'or', 'the', '\\', '%_']) {
      await expect(search(q), q).resolves.toMatchObject({ total: expect.any(Number) });
      await expect(suggestQuery(db, q, none), q).resolves.toSatisfy((s: unknown) => s === null || typeof s === 'string');
    }
    const count = await client.query(`SELECT count(*)::int AS n FROM ${SEARCH_SCHEMA}.search_documents`);
    expect(count.rows[0].n).toBe(8);
  });
});

describe('did you mean', () => {
  it('offers the closest known word for an unknown one, keeping the rest of the query', async () => {
    expect(await suggestQuery(db, 'counsil', none)).toBe('council');
    expect(await suggestQuery(db, '"deep elum"', none)).toBe('"deep ellum"');
  });

  it('offers nothing when every word is known or nothing close exists', async () => {
    expect(await suggestQuery(db, 'council', none)).toBeNull();
    expect(await suggestQuery(db, 'zzyzx', none)).toBeNull();
  });

  it('offers nothing the filters would not find', async () => {
    expect(await suggestQuery(db, 'counsil', { type: 'resources', from: null, to: null })).toBeNull();
  });
});

describe('the index', () => {
  const vocabulary = async () => (await client.query(`SELECT word, ndoc FROM ${SEARCH_SCHEMA}.search_words ORDER BY word`)).rows as { word: string; ndoc: number }[];

  it('keeps its vocabulary in step with edits and removals', async () => {
    await upsertSearchDocument(db, doc({ docId: 'tmp', title: 'Quixotic zebra', body: 'zebra' }));
    expect((await vocabulary()).filter((w) => ['quixotic', 'zebra'].includes(w.word))).toEqual([
      { word: 'quixotic', ndoc: 1 },
      { word: 'zebra', ndoc: 1 },
    ]);
    await upsertSearchDocument(db, doc({ docId: 'tmp', title: 'Zebra crossing' }));
    expect((await vocabulary()).filter((w) => ['crossing', 'quixotic', 'zebra'].includes(w.word)).map((w) => w.word)).toEqual(['crossing', 'zebra']);
    expect(await ids('quixotic')).toEqual([]);
    await removeSearchDocument(db, 'stories', 'tmp');
    expect((await vocabulary()).some((w) => w.word === 'zebra' || w.word === 'crossing')).toBe(false);
    expect(await ids('zebra')).toEqual([]);
  });

  it('replaces one kind wholesale in a reindex, leaving the others', async () => {
    await replaceSearchDocuments(db, 'books', [doc({ type: 'books', docId: 'b2', title: 'Council chronicles', url: '/books#books-heading' })]);
    expect(await ids('council', { type: 'books' })).toEqual(['b2']);
    expect(await ids('council', { type: 'events' })).toEqual(['e1']);
    await replaceSearchDocuments(db, 'books', [doc({ type: 'books', docId: 'b1', title: 'The Council of Dallas', summary: 'by A. Writer', url: '/books#books-heading' })]);
  });

  it('keeps the text as typed: markup and quotes are data', async () => {
    await upsertSearchDocument(db, doc({ docId: 'markup', title: `<b>Bold</b> "O'Hare" plan` }));
    const [hit] = (await search('hare')).hits;
    expect(hit?.title).toBe(`<b>Bold</b> "O'Hare" plan`);
    await db.execute(sql`DELETE FROM ${sql.raw(`${SEARCH_SCHEMA}.search_documents`)} WHERE doc_id = 'markup'`);
  });
});
