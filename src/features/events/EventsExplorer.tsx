'use client';

import { startTransition, Suspense, useEffect, useMemo, useRef, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'next/navigation';
import { useIsHydrating } from '@/components/ui/useIsHydrating';
import type { CommunityEvent } from '@/content/schemas';
import { EVENT_FILTER_CATEGORIES } from '@/config/constants';
import { CATEGORY_BOOT_SCRIPT_ID, CATEGORY_SELECT_ID, categoryBootScript } from './categoryBoot';
import { countEventsByDay, resolveDisplayedMonth } from './calendar';
import { EventCard } from './EventCard';
import { EventsCalendar } from './EventsCalendar';
import { filterEvents, toFilterCategory, type EventFilters } from './filterEvents';
import { resultsCount, resultsHeading } from './labels';
import { partitionEvents, isPastEvent } from './upcoming';
import { parseEventFilters, serializeEventFilters } from './urlState';
import { useCurrentMonth } from './useCurrentMonth';

type ExplorerProps = {
  events: readonly CommunityEvent[];
  /** Server-rendered content below the filters (the 'Submit an Event' card, an ad). */
  aside?: ReactNode;
  /**
   * When the page was rendered (ms since the epoch): upcoming and past are decided against it until
   * the page hydrates, then against the reader's own clock.
   */
  renderedAt: number;
};

/**
 * The Events page's interactive part: calendar, category filter and the matching event cards. The
 * filters live in the address (`?date=2025-05-10&category=food`). The page is prerendered with no
 * filters and hydrates as it is; a small reader behind a Suspense boundary (the only part that needs
 * the address, which a static page does not know) then hands the address's filters over, so React
 * updates the list in place instead of replacing it.
 */
export function EventsExplorer({ events, aside, renderedAt }: ExplorerProps) {
  const [query, setQuery] = useState('');
  const [now, setNow] = useState(renderedAt);
  // The server and the first client render agree on the render time; then the reader's clock decides.
  useEffect(() => startTransition(() => setNow(Date.now())), []);
  // Once the explorer has hydrated, the address once more: a category the early script (categoryBoot.ts)
  // wrote there after the address reader had read it, before the select was React's, is applied too.
  useEffect(() => startTransition(() => setQuery(addressQuery)), []);
  const filters = useMemo(() => parseEventFilters(query), [query]);
  const currentMonth = useCurrentMonth();
  const [navigated, setNavigated] = useState<Date | null>(null);
  const month = resolveDisplayedMonth(navigated, filters.date, currentMonth);

  const change = (next: EventFilters) => {
    // Keep the month in view when a date is chosen or cleared.
    if (month) setNavigated(month);
    const nextQuery = serializeEventFilters(next, window.location.search);
    setQuery(nextQuery.replace(/^\?/, ''));
    // Next.js keeps useSearchParams in step with replaceState; the reader below then reports the same query.
    window.history.replaceState(null, '', `${window.location.pathname}${nextQuery}${window.location.hash}`);
  };

  return (
    <>
      <Suspense fallback={null}>
        <AddressReader onQuery={setQuery} />
      </Suspense>
      <EventsView
        events={events}
        now={now}
        filters={filters}
        month={month}
        onMonthChange={setNavigated}
        onChange={change}
        aside={aside}
      />
    </>
  );
}

/** The address's query string as it is now (a reader's choices are written there at once, by `change`). */
function addressQuery(): string {
  return new URLSearchParams(window.location.search).toString();
}

/**
 * Reports the address's query string (on load, after replaceState, on back/forward and links), in a
 * transition: a reader's own choices are applied at once by `change` above. The transition reads the
 * address when React applies it, not when it was scheduled: a report of an older choice that lands after
 * a newer one (two quick presses of Space on a day) does not bring the older one back.
 */
function AddressReader({ onQuery }: { onQuery: Dispatch<SetStateAction<string>> }) {
  const query = useSearchParams().toString();
  useEffect(() => startTransition(() => onQuery(addressQuery)), [query, onQuery]);
  return null;
}

type ViewProps = Omit<ExplorerProps, 'renderedAt'> & {
  now: number;
  filters: EventFilters;
  month: Date | null;
  onMonthChange?: (month: Date) => void;
  onChange?: (filters: EventFilters) => void;
};

const ignore = () => {};

function EventsView({ events, now, filters, month, onMonthChange = ignore, onChange = ignore, aside }: ViewProps) {
  const counts = useMemo(() => countEventsByDay(events), [events]);
  const filtered = filterEvents(events, filters);
  const at = new Date(now);
  // With no day chosen, upcoming events come first and past ones follow, newest first.
  const split = filters.date === null ? partitionEvents(filtered, at) : null;
  const shown = split ? [...split.upcoming, ...split.past] : filtered;
  const filtersRef = useRef<HTMLElement>(null);
  const hydrating = useIsHydrating();

  /** Clear Date removes itself: focus goes to the calendar's day in the tab order, not to the page's top. */
  const clearDate = () => {
    flushSync(() => onChange({ ...filters, date: null }));
    filtersRef.current?.querySelector<HTMLElement>('[role="grid"] button[tabindex="0"]')?.focus();
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[22rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:items-start print:block">
      {/* The calendar and the category are controls: not printed. The results' heading says what the list holds. */}
      <section ref={filtersRef} aria-labelledby="event-filters-title" className="rounded-md border border-rule bg-white p-4 shadow-sm sm:p-5 print:hidden">
        <h2 id="event-filters-title" className="mb-3 font-serif text-2xl font-bold text-ink">
          Find an event
        </h2>
        <EventsCalendar
          month={month}
          onMonthChange={onMonthChange}
          selected={filters.date}
          onSelect={(date) => onChange({ ...filters, date })}
          counts={counts}
        />
        <p data-needs-script="" className="mt-2 flex items-center gap-2 text-xs text-muted">
          <span
            aria-hidden="true"
            data-events-legend-dot=""
            className="inline-block size-1.5 rounded-full bg-accent forced-colors:bg-[CanvasText] forced-color-adjust-none"
          />{' '}
          Days with events
        </p>
        {filters.date ? (
          <button
            type="button"
            onClick={clearDate}
            className="mt-3 w-full rounded border border-brand px-3 py-2 text-sm font-semibold text-brand transition hover:bg-brand hover:text-white"
          >
            Clear Date
          </button>
        ) : null}
        <div data-needs-script="" className="mt-4 border-t border-rule pt-4">
          {hydrating ? (
            // A category chosen before the scripts arrive goes to the address, where the explorer finds it.
            <script id={CATEGORY_BOOT_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: categoryBootScript() }} />
          ) : null}
          <label htmlFor={CATEGORY_SELECT_ID} className="mb-1 block text-sm font-semibold text-ink">
            Category
          </label>
          <select
            id={CATEGORY_SELECT_ID}
            value={filters.category}
            onChange={(e) => onChange({ ...filters, category: toFilterCategory(e.target.value) ?? 'All' })}
            className="w-full rounded border border-muted bg-white px-3 py-2 text-ink"
          >
            {EVENT_FILTER_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
      </section>

      <section aria-labelledby="event-results-title" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2 border-b border-rule pb-2">
          <h2 id="event-results-title" className="font-serif text-2xl font-bold text-ink">
            {resultsHeading(filters)}
          </h2>
          <p role="status" className="text-sm text-muted">
            {resultsCount(shown.length)}
          </p>
        </div>
        {split && split.upcoming.length === 0 && split.past.length > 0 ? (
          <p role="note" className="mb-4 rounded-md border border-rule bg-white px-4 py-3 text-ink">
            <strong>No upcoming events right now.</strong> New events appear here as organizers send them; past events
            are listed below, newest first.
          </p>
        ) : null}
        {shown.length > 0 ? (
          // Each item a one-cell grid: its card fills the column from the first frame. As a flex item it was as
          // wide as what of it had arrived, and a frame painted mid-card moved its text down as it widened.
          <ul className="grid gap-6 sm:grid-cols-2">
            {shown.map((event, index) => (
              <li key={event.id} className="grid">
                <EventCard event={event} past={isPastEvent(event, at)} priority={index === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="rounded-md border border-dashed border-rule bg-white px-6 py-12 text-center">
            <h3 className="font-serif text-xl font-bold text-ink">No events found</h3>
            <p className="mx-auto mt-2 max-w-md text-muted">
              There are no events matching your current filters. Try changing your selection or date.
            </p>
          </div>
        )}
      </section>

      {aside ? <div className="flex flex-col gap-6 print:hidden">{aside}</div> : null}
    </div>
  );
}
