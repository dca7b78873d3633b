import 'server-only';
/**
 * The search page's one way into the index: a page of results and, when nothing was found, a
 * suggestion. Read on every request (no cache), so a publish is findable at once.
 */
import { cache } from 'react';
import type { PostgresAdapter } from '@payloadcms/db-postgres';
import { sitePayload } from '@/cms/start';
import { COUNT_CAP, pageRows, type SearchRequest } from '@/features/search/searchParams';
import type { SqlExecutor } from './indexWriter';
import { searchPage, suggestQuery, type SearchPage } from './query';

export type SearchOutcome = { status: 'ok'; page: SearchPage; suggestion: string | null } | { status: 'unavailable' };

/** The process's database, through its Payload (src/cms/start.ts). */
async function database(): Promise<SqlExecutor> {
  return ((await sitePayload()).db as unknown as PostgresAdapter).drizzle as unknown as SqlExecutor;
}

/** One search per request, shared by the page and its metadata (React's request cache). */
export const searchSite = cache(async (q: string, type: SearchRequest['type'], from: string | null, to: string | null, page: number): Promise<SearchOutcome> => {
  try {
    const db = await database();
    const filters = { type, from, to };
    const results = await searchPage(db, { q, ...filters, ...pageRows(page), countCap: COUNT_CAP });
    const suggestion = results.total === 0 ? await suggestQuery(db, q, filters) : null;
    return { status: 'ok', page: results, suggestion };
  } catch (error) {
    console.error('Search failed:', error instanceof Error ? error.message : error);
    return { status: 'unavailable' };
  }
});
