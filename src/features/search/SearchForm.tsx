import Form from 'next/form';
import { SEARCH_TYPES } from '@/server/search/searchDocuments';
import { MAX_QUERY_LENGTH, TYPE_LABELS, type SearchRequest } from './searchParams';

const field = 'rounded-md border border-muted/60 bg-white px-3 py-2 text-base text-ink';

/**
 * The search page's form: a plain GET to /search (works without JavaScript; with it, Next.js
 * navigates without reloading the page, so the radio keeps playing). Filters are in the address. Not
 * printed: on paper the results' status line says what was searched (ResultsStatus).
 */
export function SearchForm({ request }: { request: SearchRequest }) {
  return (
    <Form action="/search" prefetch={false} role="search" aria-label="Search the site" className="mb-8 space-y-4 print:hidden">
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="search-q" className="sr-only">
          Search Dallas Local
        </label>
        <input
          id="search-q"
          name="q"
          type="search"
          defaultValue={request.q}
          maxLength={MAX_QUERY_LENGTH * 2}
          placeholder="Search stories, events, groups..."
          autoComplete="off"
          className={`${field} w-full sm:max-w-xl`}
        />
        <button type="submit" className="min-h-11 rounded-md bg-accent px-5 font-semibold text-white hover:bg-[#8f1d17]">
          Search
        </button>
      </div>
      <fieldset className="flex flex-wrap items-end gap-4">
        <legend className="mb-2 text-sm font-semibold text-ink">Narrow the results</legend>
        <div className="flex flex-col gap-1">
          <label htmlFor="search-type" className="text-sm text-muted">
            Type
          </label>
          <select id="search-type" name="type" defaultValue={request.type ?? ''} className={field}>
            <option value="">All types</option>
            {SEARCH_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t].many}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="search-from" className="text-sm text-muted">
            From (stories and events)
          </label>
          <input id="search-from" name="from" type="date" defaultValue={request.from ?? ''} className={field} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="search-to" className="text-sm text-muted">
            To
          </label>
          <input id="search-to" name="to" type="date" defaultValue={request.to ?? ''} className={field} />
        </div>
        {/* The filters come after the Search button: a second submit after them, so that a keyboard user
            who has chosen them goes on forward instead of back. */}
        <button type="submit" className="min-h-11 rounded-md border-2 border-accent bg-white px-4 font-semibold text-accent hover:bg-accent/10">
          Apply filters
        </button>
      </fieldset>
    </Form>
  );
}
