import { formatEventDate } from './eventDate';
import { ALL_CATEGORIES, type EventFilters } from './filterEvents';
import { eventCountLabel } from './calendar';

/** The results heading: 'All events', 'Food events', 'Events on May 10, 2025', 'Food events on May 10, 2025'. */
export function resultsHeading({ date, category }: EventFilters): string {
  const what = category === ALL_CATEGORIES ? (date ? 'Events' : 'All events') : `${category} events`;
  return date ? `${what} on ${formatEventDate(date)}` : what;
}

/** The count under the heading, announced to screen readers: 'Showing 2 events'. */
export function resultsCount(count: number): string {
  return `Showing ${eventCountLabel(count)}`;
}
