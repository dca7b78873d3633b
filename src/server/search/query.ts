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
/** `countCap`: the most matches counted; past it the page says "more than countCap" (see SearchPage). */
export type SearchQuery = SearchFilters & { q: string; limit: number; offset: number; countCap: number };

export type SearchHit = {
  type: SearchType;
  docId: string;
  title: string;
  url: string;
  date: Date | null;
  /** The matching passage; the matched words are between SNIPPET_START and SNIPPET_END. */
  snippet: string;
};

/**
 * `total` is the number of matches when it is at most the query's `countCap`; otherwise `total` is
 * `countCap` and `capped` is true (there are more).
 */
export type SearchPage = { total: number; capped: boolean; hits: SearchHit[] };

/** Highlight markers in snippets: control characters, which the index never holds (searchDocuments.ts). */
export const SNIPPET_START = '\u0002';
export const SNIPPET_END = '\u0003';

const config = sql.raw(`'${SEARCH_SCHEMA}.search_english'::regconfig`);
const documents = sql.raw(`${SEARCH_SCHEMA}.search_documents`);
const vocabulary = sql.raw(`${SEARCH_SCHEMA}.search_words`);
const headlineOptions = `StartSel=${SNIPPET_START}, StopSel=${SNIPPET_END}, MaxWords=30, MinWords=15, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`;
/**
 * ts_headline parses its text as a document and leaves out whatever looks like an HTML tag ("<b>"), so
 * the snippet's source has each "<" swapped for this control character (the index holds none), swapped back
 * in searchPage.
 */
const LESS_THAN_MARK = '\u0001';
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

/** The text rank that orders undated kinds (books, groups...) among themselves; dated rows skip it. */
const undatedRank = sql`CASE WHEN d.date IS NULL THEN ts_rank(d.document, q.query) ELSE 0 END`;

/**
 * The title tier: the title matches the query, and so does the whole document. A title that matches a
 * query without `-word` (no `!` in the tsquery) is always part of a matching document (the document
 * vector holds the title's words at the same positions), so then the document vector, a far longer one,
 * is not read. The `!` test folds to a constant when the query is planned.
 */
const titleMatch = sql`d.title_words @@ q.query AND (strpos(q.query::text, '!') = 0 OR d.document @@ q.query)`;

/**
 * The first `need` matches of one tier, in the order within a tier (newest first, undated kinds after
 * by text rank, then by title). `gate` skips the tier when the tiers above already filled the page.
 */
function tierRows(tier: 3 | 2 | 1, condition: SQL, need: number, filters: SearchFilters, gate: SQL = sql`true`): SQL {
  return sql`
      SELECT d.type, d.doc_id, d.title, d.date, ${sql.raw(String(tier))} AS tier, ${undatedRank} AS rank
      FROM ${documents} d, q
      WHERE ${gate} AND ${condition} ${filterConditions(filters)}
      ORDER BY d.date DESC NULLS LAST, rank DESC, d.title, d.doc_id
      LIMIT ${need}`;
}

/**
 * A page of results. Order: matches of the whole query in the title first (tier 3), then in title and
 * summary (tier 2), then anywhere (tier 1); within each, newest first (undated kinds after, by text
 * rank), then by title.
 *
 * Common words match most of the index, so the query never ranks every match: it takes the first
 * `offset + limit` rows of the title tier (its own index, `title_words`), goes down to the lead tier
 * only when the title tier has fewer, and to the rest only when both have fewer. When the tiers ran
 * dry before filling `offset + limit` rows, their rows are all the matches and the total is exact;
 * otherwise the matches are counted up to `countCap` (one more, to know there are more). The wide
 * columns (summary, body for the snippet) are read for the page's rows only. A page past the last one
 * still answers one row, with the total and no hit. docs/performance.md, "Search", has the figures.
 */
export function searchPageQuery(query: SearchQuery): SQL {
  const need = query.offset + query.limit;
  return sql`
    WITH q AS NOT MATERIALIZED (SELECT websearch_to_tsquery(${config}, ${query.q}) AS query),
    title_tier AS MATERIALIZED (${tierRows(3, titleMatch, need, query)}),
    lead_tier AS MATERIALIZED (${tierRows(2, sql`d.document @@ q.query AND d.lead_words @@ q.query AND NOT d.title_words @@ q.query`, need, query, sql`(SELECT count(*) FROM title_tier) < ${need}`)}),
    body_tier AS MATERIALIZED (${tierRows(1, sql`d.document @@ q.query AND NOT d.lead_words @@ q.query AND NOT d.title_words @@ q.query`, need, query, sql`(SELECT count(*) FROM title_tier) + (SELECT count(*) FROM lead_tier) < ${need}`)}),
    found AS (SELECT * FROM title_tier UNION ALL SELECT * FROM lead_tier UNION ALL SELECT * FROM body_tier),
    counted AS (
      SELECT CASE WHEN (SELECT count(*) FROM found) < ${need} THEN (SELECT count(*) FROM found)
        ELSE (SELECT count(*) FROM (SELECT 1 FROM ${documents} d, q WHERE d.document @@ q.query ${filterConditions(query)} LIMIT ${query.countCap + 1}) c)
        END AS total
    ),
    page AS (
      SELECT * FROM found
      ORDER BY tier DESC, date DESC NULLS LAST, rank DESC, title, doc_id
      LIMIT ${query.limit} OFFSET ${query.offset}
    )
    SELECT c.total, p.type, p.doc_id, p.title, p.url, p.date, p.snippet
    FROM counted c LEFT JOIN (
      SELECT p.*, d.url,
        ts_headline(${config}, replace(d.summary || ' … ' || left(d.body, ${SNIPPET_SOURCE_CHARS}), '<', ${LESS_THAN_MARK}), q.query, ${headlineOptions}) AS snippet
      FROM page p JOIN ${documents} d ON d.type = p.type AND d.doc_id = p.doc_id, q
    ) p ON true
    ORDER BY p.tier DESC, p.date DESC NULLS LAST, p.rank DESC, p.title, p.doc_id`;
}

/** Whether anything matches (stops at the first match: a suggestion may be a common word). */
export function anyMatchQuery(q: string, filters: SearchFilters): SQL {
  return sql`SELECT EXISTS (SELECT 1 FROM ${documents} d WHERE d.document @@ websearch_to_tsquery(${config}, ${q}) ${filterConditions(filters)}) AS found`;
}

type HitRow = { type: SearchType; doc_id: string; title: string; url: string; date: string | Date | null; snippet: string };
/** The counted row has no hit (its hit columns are null) when the page is past the last one. */
type PageRow = { total: string | number } & (HitRow | { [K in keyof HitRow]: null });

export async function searchPage(db: SqlExecutor, query: SearchQuery): Promise<SearchPage> {
  const { rows } = await db.execute(searchPageQuery(query));
  const typed = rows as PageRow[];
  const counted = Number(typed[0]?.total ?? 0);
  return {
    total: Math.min(counted, query.countCap),
    capped: counted > query.countCap,
    hits: typed
      .filter((r): r is PageRow & HitRow => r.type !== null)
      .map((r) => ({
        type: r.type,
        docId: r.doc_id,
        title: r.title,
        url: r.url,
        date: r.date === null ? null : new Date(r.date),
        snippet: r.snippet.replaceAll(LESS_THAN_MARK, '<'),
      })),
  };
}

export async function anyMatch(db: SqlExecutor, q: string, filters: SearchFilters): Promise<boolean> {
  const { rows } = await db.execute(anyMatchQuery(q, filters));
  return (rows[0] as { found?: boolean } | undefined)?.found === true;
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
  return (await anyMatch(db, suggestion, filters)) ? suggestion : null;
}
