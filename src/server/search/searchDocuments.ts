/**
 * What the search index holds for each kind of content, and each kind's public address. Pure: the
 * collections' hooks (src/cms/hooks/searchIndex.ts) and the full reindex pass Payload documents in;
 * nothing here knows Payload's tables.
 */
import { lexicalPlainText } from './lexicalText';
import { groupPath, initiativePath } from '@/lib/addresses';
import { addressKey } from '@/server/content/referenceModel';
import { dallasNow } from '@/features/seo/dallasTime';

/** The kinds of content search finds, in the order the type filter lists them. */
export const SEARCH_TYPES = ['stories', 'events', 'groups', 'initiatives', 'resources', 'books'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export function isSearchType(value: unknown): value is SearchType {
  return (SEARCH_TYPES as readonly unknown[]).includes(value);
}

/** One row of the index. */
export type SearchDocument = {
  type: SearchType;
  docId: string;
  title: string;
  summary: string;
  body: string;
  url: string;
  /** Publication (stories) or start (events); null for the kinds without a date. */
  date: Date | null;
};

/** A Payload document as the hooks receive it: fields by name (depth 0). */
export type SourceDoc = Record<string, unknown> & { id?: unknown };

/** The index keeps this much body text of a document (PostgreSQL's tsvector holds at most 1 MB). */
export const MAX_BODY_CHARS = 100_000;

const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** Control characters never reach the index (the snippets' highlight markers are control characters). */
const clean = (value: string): string =>
  value
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ')
    .trim();

const dateOf = (value: unknown): Date | null => {
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const lines = (...parts: unknown[]): string =>
  parts
    .flatMap((p) => (Array.isArray(p) ? p : [p]))
    .map(str)
    .filter(Boolean)
    .join('\n');

/** The names of a story's authors, as populated (`{ name }`); ids alone name nobody. */
export const authorNames = (authors: unknown): string[] =>
  Array.isArray(authors) ? authors.map((a) => (typeof a === 'object' && a !== null ? str((a as { name?: unknown }).name) : '')).filter(Boolean) : [];

/** Public addresses, one builder per kind (the pages that show each). */
export const searchUrls = {
  stories: (doc: SourceDoc) => `/news/${encodeURIComponent(str(doc.slug))}`,
  // Events have no page of their own: the events page on the event's day.
  events: (doc: SourceDoc) => {
    const start = dateOf(doc.startsAt);
    return start ? `/events?date=${dallasNow(start).date}` : '/events';
  },
  // Groups and initiatives by their address key (the slug; the id of one saved before slugs existed).
  groups: (doc: SourceDoc) => groupPath(encodeURIComponent(addressKey({ id: str(doc.id), slug: str(doc.slug) }))),
  initiatives: (doc: SourceDoc) => initiativePath(encodeURIComponent(addressKey({ id: str(doc.id), slug: str(doc.slug) }))),
  // Resources are listed in the Community page's tabs, one tab per category (All for the others).
  resources: (doc: SourceDoc) => {
    const tab = str(doc.category).toLowerCase();
    const tabs = ['education', 'housing', 'health', 'business'];
    return `${tabs.includes(tab) ? `/community?tab=${tab}` : '/community'}#community-resources-heading`;
  },
  books: () => '/books#books-heading',
} satisfies Record<SearchType, (doc: SourceDoc) => string>;

type Fields = Pick<SearchDocument, 'title' | 'summary' | 'body' | 'date'>;

const fields: Record<SearchType, (doc: SourceDoc) => Fields> = {
  // The byline too: a reader searches for a reporter by name. Authors count when populated (their names).
  stories: (d) => ({ title: str(d.title), summary: str(d.summary), body: lines(authorNames(d.authors), lexicalPlainText(d.body)), date: dateOf(d.publishedAt) }),
  events: (d) => ({ title: str(d.title), summary: str(d.description), body: lines(d.location, d.category), date: dateOf(d.startsAt) }),
  groups: (d) => ({
    title: str(d.name),
    summary: str(d.description),
    body: lines(Array.isArray(d.details) ? d.details.map((p: { text?: unknown }) => p?.text) : [], d.neighborhood, d.tags),
    date: null,
  }),
  initiatives: (d) => ({
    title: str(d.title),
    summary: str(d.description),
    body: lines(Array.isArray(d.details) ? d.details.map((p: { text?: unknown }) => p?.text) : [], d.location, d.date, d.neighborhood, d.tags),
    date: null,
  }),
  resources: (d) => ({ title: str(d.title), summary: str(d.description), body: str(d.category), date: null }),
  books: (d) => ({ title: str(d.title), summary: d.author ? `by ${str(d.author)}` : '', body: '', date: null }),
};

/**
 * The index row of a document, or null when it cannot be shown (no id, no title, or a story without
 * a slug).
 */
export function searchDocumentFor(type: SearchType, doc: SourceDoc): SearchDocument | null {
  const docId = str(doc.id);
  const f = fields[type](doc);
  const title = clean(f.title);
  if (!docId || !title || (type === 'stories' && !str(doc.slug))) return null;
  return {
    type,
    docId,
    title,
    summary: clean(f.summary),
    body: clean(f.body).slice(0, MAX_BODY_CHARS),
    url: searchUrls[type](doc),
    date: f.date,
  };
}

/**
 * Whether a saved document is public: published when its collection has drafts (`_status`), always
 * otherwise.
 */
export function isPublic(doc: SourceDoc | null | undefined): boolean {
  if (!doc) return false;
  return !('_status' in doc) || doc._status === undefined || doc._status === null || doc._status === 'published';
}
