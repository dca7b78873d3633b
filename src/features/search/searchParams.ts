/**
 * The search page's address: `/search?q=...&type=events&from=2025-05-01&to=2025-05-31&page=2`.
 * Reading it never fails: a query over 200 characters is cut, an unknown type or a date that is not a
 * real `yyyy-MM-dd` day is ignored, each with a note for the reader; a bad page number means page 1, and
 * a page past the last one says so.
 */
import { SEARCH_TYPES, type SearchType } from '@/server/search/searchDocuments';

export const MAX_QUERY_LENGTH = 200;
export const PAGE_SIZE = 10;
/** The last page one can ask for (deeper pages cost the database more and help nobody). */
export const MAX_PAGE = 100;
/**
 * The most matches a search counts: what the pages one can ask for hold. Past it the page says
 * "More than 1,000 results" (counting every match of a common word costs the database more than the
 * page itself; docs/performance.md, "Search").
 */
export const COUNT_CAP = MAX_PAGE * PAGE_SIZE;

export type SearchRequest = {
  q: string;
  type: SearchType | null;
  /** Dallas calendar days, `yyyy-MM-dd`, inclusive. */
  from: string | null;
  to: string | null;
  page: number;
};

export type ParsedSearch = SearchRequest & { notes: string[] };

export const TYPE_LABELS: Record<SearchType, { one: string; many: string }> = {
  stories: { one: 'Story', many: 'Stories' },
  events: { one: 'Event', many: 'Events' },
  groups: { one: 'Community group', many: 'Community groups' },
  initiatives: { one: 'Initiative', many: 'Initiatives' },
  resources: { one: 'Resource', many: 'Resources' },
  books: { one: 'Book', many: 'Books' },
};

type RawParams = Record<string, string | string[] | undefined> | URLSearchParams;

function first(params: RawParams, name: string): string {
  const value = params instanceof URLSearchParams ? params.get(name) : params[name];
  const one = Array.isArray(value) ? value[0] : value;
  return typeof one === 'string' ? one : '';
}

/** A value echoed in a note: short, on one line. */
function shown(value: string): string {
  const chars = Array.from(value.replace(/\s+/g, ' ').trim());
  return chars.length > 40 ? `${chars.slice(0, 40).join('')}…` : chars.join('');
}

/** A real calendar day written `yyyy-MM-dd` (years 1900 to 2199), or null. */
export function parseDay(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2199) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? value : null;
}

/** The query as searched: control characters as spaces, spaces collapsed, at most 200 characters. */
export function normalizeQuery(raw: string): { q: string; cut: boolean } {
  const chars = Array.from(raw.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim());
  if (chars.length <= MAX_QUERY_LENGTH) return { q: chars.join(''), cut: false };
  return { q: chars.slice(0, MAX_QUERY_LENGTH).join('').trim(), cut: true };
}

/**
 * The page asked for: a whole number from 1; anything else is page 1. A page past the last one keeps its
 * number, so that the page says it is past the last one (`resultsSummary`) instead of showing page 1's
 * results; one too long to be counted exactly is the first page past those one can ask for.
 */
export function parsePage(raw: string): number {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return 1;
  const page = Number(text);
  if (page < 1) return 1;
  return Number.isSafeInteger(page) ? page : MAX_PAGE + 1;
}

/**
 * The rows of the results to read for `page`: its ten, or, past the pages one can ask for, none (the
 * count still comes), read no deeper than the last page one can ask for.
 */
export function pageRows(page: number): { limit: number; offset: number } {
  return page <= MAX_PAGE ? { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE } : { limit: 0, offset: COUNT_CAP };
}

export function parseSearchParams(params: RawParams): ParsedSearch {
  const notes: string[] = [];
  const { q, cut } = normalizeQuery(first(params, 'q'));
  if (cut) notes.push(`Your search was longer than ${MAX_QUERY_LENGTH} characters, so only its first ${MAX_QUERY_LENGTH} were used.`);

  const rawType = first(params, 'type').trim().toLowerCase();
  let type: SearchType | null = null;
  if ((SEARCH_TYPES as readonly string[]).includes(rawType)) type = rawType as SearchType;
  else if (rawType !== '' && rawType !== 'all') notes.push(`There is no type “${shown(first(params, 'type'))}”, so every type is shown.`);

  const day = (name: 'from' | 'to', label: string): string | null => {
    const raw = first(params, name).trim();
    if (raw === '') return null;
    const parsed = parseDay(raw);
    if (!parsed) notes.push(`The ${label} date “${shown(raw)}” is not a date (YYYY-MM-DD), so it was ignored.`);
    return parsed;
  };
  let from = day('from', 'start');
  let to = day('to', 'end');
  if (from && to && from > to) [from, to] = [to, from];

  const page = parsePage(first(params, 'page'));

  return { q, type, from, to, page, notes };
}

/** The address of a search (defaults left out). */
export function searchHref(request: Partial<SearchRequest>): string {
  const params = new URLSearchParams();
  if (request.q) params.set('q', request.q);
  if (request.type) params.set('type', request.type);
  if (request.from) params.set('from', request.from);
  if (request.to) params.set('to', request.to);
  if (request.page && request.page > 1) params.set('page', String(request.page));
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
}
