import Link from 'next/link';
import type { SearchHit } from '@/server/search/query';
import { filtersSummary, pageCount, pageWindow, resultsSummary } from './pagination';
import { TYPE_LABELS, searchHref, type SearchRequest } from './searchParams';
import { snippetParts } from './snippet';

const dallasDay = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', month: 'long', day: 'numeric', year: 'numeric' });
const link = 'font-semibold text-brand underline underline-offset-2 hover:text-brand-dark';

/** "Did you mean ...?" as a link to that search. */
export function Suggestion({ request, suggestion }: { request: SearchRequest; suggestion: string }) {
  return (
    <p className="mb-6 text-lg">
      Did you mean{' '}
      <Link prefetch={false} href={searchHref({ ...request, q: suggestion, page: 1 })} className={`${link} italic`}>
        {suggestion}
      </Link>
      ?
    </p>
  );
}

/** The count, stated once and announced to screen readers (a live region). */
export function ResultsStatus({ total, capped, request }: { total: number; capped: boolean; request: SearchRequest }) {
  const filters = filtersSummary(request);
  return (
    <>
      <p role="status" className="mb-6 text-lg font-semibold text-ink print:mb-1">
        {resultsSummary(total, request.q, request.page, capped)}
      </p>
      {/* On paper the form is not printed: the filters it shows are said here. */}
      {filters ? <p className="mb-6 hidden text-ink print:block">{filters}</p> : null}
    </>
  );
}

function Hit({ hit }: { hit: SearchHit }) {
  return (
    <li className="border-b border-rule py-5">
      <p className="text-sm font-semibold uppercase tracking-wide text-accent">
        {TYPE_LABELS[hit.type].one}
        {hit.date ? (
          <>
            <span aria-hidden="true"> · </span>
            <time dateTime={hit.date.toISOString()} className="font-normal normal-case tracking-normal text-muted">
              {dallasDay.format(hit.date)}
            </time>
          </>
        ) : null}
      </p>
      <h2 className="mt-1 font-serif text-2xl font-bold leading-snug">
        <Link prefetch={false} href={hit.url} className="text-ink underline-offset-2 hover:text-brand hover:underline">
          {hit.title}
        </Link>
      </h2>
      <p className="mt-2 text-base text-ink/85">
        {snippetParts(hit.snippet).map((part, i) =>
          part.match ? (
            <mark key={i} className="rounded-sm bg-[#fff1a8] px-0.5 text-ink">
              {part.text}
            </mark>
          ) : (
            <span key={i}>{part.text}</span>
          ),
        )}
      </p>
    </li>
  );
}

export function ResultList({ hits }: { hits: readonly SearchHit[] }) {
  return (
    <ol className="mb-8" aria-label="Search results">
      {hits.map((hit) => (
        <Hit key={`${hit.type}:${hit.docId}`} hit={hit} />
      ))}
    </ol>
  );
}

/** Previous, numbered pages and Next, as plain links (the page works without JavaScript). */
export function Pagination({ total, request }: { total: number; request: SearchRequest }) {
  const count = pageCount(total);
  if (count <= 1 && request.page === 1) return null;
  const to = (page: number) => searchHref({ ...request, page });
  const item = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-rule px-3';
  return (
    <nav aria-label="Search result pages" className="mb-10 print:hidden">
      <ul className="flex flex-wrap items-center gap-2">
        {request.page > 1 ? (
          <li>
            <Link prefetch={false} href={to(Math.min(request.page - 1, count))} rel="prev" className={`${item} ${link}`}>
              Previous
            </Link>
          </li>
        ) : null}
        {pageWindow(Math.min(request.page, count), count).map((page) => (
          <li key={page}>
            {page === request.page ? (
              <span aria-current="page" className={`${item} bg-brand font-semibold text-white`}>
                <span className="sr-only">Page </span>
                {page}
              </span>
            ) : (
              <Link prefetch={false} href={to(page)} className={`${item} ${link}`}>
                <span className="sr-only">Page </span>
                {page}
              </Link>
            )}
          </li>
        ))}
        {request.page < count ? (
          <li>
            <Link prefetch={false} href={to(request.page + 1)} rel="next" className={`${item} ${link}`}>
              Next
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
