/**
 * The search itself: one query for a page of results (with the total), and "Did you mean ...?" from
 * the index's vocabulary when nothing was found. Every value the reader typed reaches PostgreSQL as a
 * parameter; `websearch_to_tsquery` accepts any text (quotes, `-word`, `or`) without an error.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SqlExecutor } from './indexWriter';
import { replaceWords, queryWords } from './queryWords';
import { SEARCH_SCHEMA } from './schemaSql';
import type { SearchType } from './searchDocuments';

export type SearchFilters = { type: SearchType | null; from: string | null; to: string | null };
export type SearchQuery = SearchFilters & { q: string; limit: number; offset: number };

export type SearchHit = {
  type: SearchType;
  docId: string;
  title: string;
  url: string;
  date: Date | null;
  /** The matching passage; the matched words are between SNIPPET_START and SNIPPET_END. */
  snippet: string;
};

export type SearchPage = { total: number; hits: SearchHit[] };

/** Highlight markers in snippets: control characters, which the index never holds (searchDocuments.ts). */
export const SNIPPET_START = '\u0002';
export const SNIPPET_END = '\u0003';

const config = sql.raw(`'${SEARCH_SCHEMA}.search_english'::regconfig`);
const documents = sql.raw(`${SEARCH_SCHEMA}.search_documents`);
const vocabulary = sql.raw(`${SEARCH_SCHEMA}.search_words`);
const headlineOptions = `StartSel=${SNIPPET_START}, StopSel=${SNIPPET_END}, MaxWords=30, MinWords=15, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`;
/** Snippets are cut from the summary and the body's beginning (ts_headline's cost grows with the text). */
const SNIPPET_SOURCE_CHARS = 5000;

/** The filters as SQL conditions on `d` (dates are Dallas calendar days, inclusive). */
function filterConditions(filters: SearchFilters): SQL {
  const conditions: SQL[] = [];
  if (filters.type) conditions.push(sql`d.type = ${filters.type}`);
  if (filters.from) conditions.push(sql`d.date >= (${filters.from}::date)::timestamp AT TIME ZONE 'America/Chicago'`);
  if (filters.to) conditions.push(sql`d.date < (${filters.to}::date + 1)::timestamp AT TIME ZONE 'America/Chicago'`);
  return conditions.length ? sql`AND ${sql.join(conditions, sql` AND `)}` : sql``;
}

/**
 * A page of results. Order: matches of the whole query in the title first, then in title and summary,
 * then anywhere; within each, newest first (undated kinds after, by text rank), then by title.
 *
 * Common words match most of the index, so every match is ranked: `matches` keeps only what the order
 * needs (the tier from the short title and lead vectors, the date, the rank of undated kinds), the
 * count is taken over it, and the wide columns (summary, body for the snippet) are read for the page's
 * ten rows only. docs/performance.md, "Search", has the figures.
 */
export function searchPageQuery(query: SearchQuery): SQL {
  return sql`
    WITH q AS (SELECT websearch_to_tsquery(${config}, ${query.q}) AS query),
    matches AS MATERIALIZED (
      SELECT d.type, d.doc_id, d.title, d.date,
        CASE WHEN d.title_words @@ q.query THEN 3
             WHEN d.lead_words @@ q.query THEN 2
             ELSE 1 END AS tier,
        CASE WHEN d.date IS NULL THEN ts_rank(d.document, q.query) ELSE 0 END AS rank
      FROM ${documents} d, q
      WHERE d.document @@ q.query ${filterConditions(query)}
    ),
    page AS (
      SELECT m.*, (SELECT count(*) FROM matches) AS total
      FROM matches m
      ORDER BY m.tier DESC, m.date DESC NULLS LAST, m.rank DESC, m.title, m.doc_id
      LIMIT ${query.limit} OFFSET ${query.offset}
    )
    SELECT p.type, p.doc_id, p.title, d.url, p.date, p.total,
      ts_headline(${config}, d.summary || ' … ' || left(d.body, ${SNIPPET_SOURCE_CHARS}), q.query, ${headlineOptions}) AS snippet
    FROM page p JOIN ${documents} d ON d.type = p.type AND d.doc_id = p.doc_id, q
    ORDER BY p.tier DESC, p.date DESC NULLS LAST, p.rank DESC, p.title, p.doc_id`;
}

export function searchCountQuery(q: string, filters: SearchFilters): SQL {
  return sql`SELECT count(*) AS total FROM ${documents} d WHERE d.document @@ websearch_to_tsquery(${config}, ${q}) ${filterConditions(filters)}`;
}

type PageRow = { type: SearchType; doc_id: string; title: string; url: string; date: string | Date | null; total: string | number; snippet: string };

export async function searchPage(db: SqlExecutor, query: SearchQuery): Promise<SearchPage> {
  const { rows } = await db.execute(searchPageQuery(query));
  const typed = rows as PageRow[];
  let total = typed.length ? Number(typed[0]!.total) : 0;
  // Past the last page the window has no row to count on.
  if (!typed.length && query.offset > 0) total = await countMatches(db, query.q, query);
  return {
    total,
    hits: typed.map((r) => ({
      type: r.type,
      docId: r.doc_id,
      title: r.title,
      url: r.url,
      date: r.date === null ? null : new Date(r.date),
      snippet: r.snippet,
    })),
  };
}

export async function countMatches(db: SqlExecutor, q: string, filters: SearchFilters): Promise<number> {
  const { rows } = await db.execute(searchCountQuery(q, filters));
  return Number((rows[0] as { total?: string | number } | undefined)?.total ?? 0);
}

/**
 * For each word: whether the vocabulary has it, and its closest word there (trigram similarity of at
 * least pg_trgm's threshold, 0.3; among equals, the word more documents use).
 */
export function closestWordsQuery(words: readonly string[]): SQL {
  return sql`
    SELECT t.word,
      EXISTS (SELECT 1 FROM ${vocabulary} w WHERE w.word = t.norm) AS known,
      (SELECT w.word FROM ${vocabulary} w WHERE w.word % t.norm
        ORDER BY similarity(w.word, t.norm) DESC, w.ndoc DESC, w.word LIMIT 1) AS closest
    FROM (SELECT word, lower(public.unaccent(word)) AS norm FROM unnest(${sql.param([...words])}::text[]) AS word) t`;
}

/**
 * "Did you mean ...?": the query with each word the index does not know replaced by its closest
 * known word, offered only when that finds something. Null otherwise.
 */
export async function suggestQuery(db: SqlExecutor, q: string, filters: SearchFilters): Promise<string | null> {
  const words = [...new Set(queryWords(q).map((w) => w.word.toLowerCase()))];
  if (!words.length) return null;
  const { rows } = await db.execute(closestWordsQuery(words));
  const replacements = new Map<string, string>();
  for (const row of rows as { word: string; known: boolean; closest: string | null }[]) {
    if (!row.known && row.closest) replacements.set(row.word, row.closest);
  }
  const suggestion = replaceWords(q, replacements);
  if (!suggestion) return null;
  return (await countMatches(db, suggestion, filters)) > 0 ? suggestion : null;
}
