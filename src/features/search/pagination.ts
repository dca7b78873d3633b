import { formatEventDate } from '@/features/events/eventDate';
import { MAX_PAGE, PAGE_SIZE, TYPE_LABELS, type SearchRequest } from './searchParams';

/** How many pages `total` results fill (never more than one can ask for). */
export function pageCount(total: number): number {
  return Math.min(MAX_PAGE, Math.max(1, Math.ceil(total / PAGE_SIZE)));
}

/** The page numbers to link: at most `width` around the current one, within 1..count. */
export function pageWindow(current: number, count: number, width = 7): number[] {
  const start = Math.max(1, Math.min(current - Math.floor(width / 2), count - width + 1));
  const end = Math.min(count, start + width - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

const number = new Intl.NumberFormat('en-US');

/** The query in curly quotes, once: a phrase typed in quotes ("fair park") is not quoted twice. */
export function quotedQuery(q: string): string {
  const phrase = /^["“”](.+)["“”]$/s.exec(q.trim());
  return `“${phrase ? phrase[1] : q}”`;
}

/**
 * What the status line says: '23 results for “council”, 11 to 20 shown.' A `capped` count (the search
 * stopped counting at `total`) reads 'More than 1,000 results for “council”, 1 to 10 shown.'
 */
export function resultsSummary(total: number, q: string, page: number, capped = false): string {
  if (total === 0) return `No results for ${quotedQuery(q)}.`;
  const first = (page - 1) * PAGE_SIZE + 1;
  const noun = total === 1 && !capped ? 'result' : 'results';
  const count = capped ? `More than ${number.format(total)}` : number.format(total);
  if (first > total) return `${count} ${noun} for ${quotedQuery(q)}; page ${page} is past the last one.`;
  const last = Math.min(total, page * PAGE_SIZE);
  const shown = total <= PAGE_SIZE && !capped ? '' : `, ${number.format(first)} to ${number.format(last)} shown`;
  return `${count} ${noun} for ${quotedQuery(q)}${shown}.`;
}

/**
 * The filters of a search in words, for paper, where the form that shows them is not printed:
 * 'Events only, from May 1, 2025 to May 31, 2025.' Null without filters.
 */
export function filtersSummary({ type, from, to }: Pick<SearchRequest, 'type' | 'from' | 'to'>): string | null {
  const parts: string[] = [];
  if (type) parts.push(`${TYPE_LABELS[type].many} only`);
  if (from && to) parts.push(`from ${formatEventDate(from)} to ${formatEventDate(to)}`);
  else if (from) parts.push(`from ${formatEventDate(from)} on`);
  else if (to) parts.push(`up to ${formatEventDate(to)}`);
  if (parts.length === 0) return null;
  const text = parts.join(', ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
