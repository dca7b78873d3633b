import { addMonths, format, startOfMonth } from 'date-fns';
import type { CommunityEvent } from '@/content/schemas';
import { CALENDAR_HEADER_FORMAT } from '@/config/constants';
import { parseDateKey, toDateKey } from './eventDate';

/** The first day of the month `delta` months from `month` (crosses year boundaries). */
export function shiftMonth(month: Date, delta: number): Date {
  return startOfMonth(addMonths(month, delta));
}

/** 'May 2025': the calendar header (SPEC.md). */
export function formatCalendarHeader(month: Date): string {
  return format(month, CALENDAR_HEADER_FORMAT);
}

/** How many events fall on each `yyyy-MM-dd` day. */
export function countEventsByDay(events: readonly CommunityEvent[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const event of events) counts.set(event.date, (counts.get(event.date) ?? 0) + 1);
  return counts;
}

/** The local dates that have at least one event, for the calendar's markers. */
export function eventDays(counts: ReadonlyMap<string, number>): Date[] {
  return [...counts.keys()].flatMap((key) => {
    const date = parseDateKey(key);
    return date ? [date] : [];
  });
}

/** '1 event', '2 events'. */
export function eventCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'event' : 'events'}`;
}

/**
 * The accessible name of a day button: 'Saturday, May 10, 2025', followed by its event count when it
 * has events and by 'selected' when it is the chosen day.
 */
export function dayLabel(date: Date, counts: ReadonlyMap<string, number>, selected = false): string {
  const parts = [format(date, 'EEEE, MMMM d, yyyy')];
  const count = counts.get(toDateKey(date)) ?? 0;
  if (count > 0) parts.push(eventCountLabel(count));
  if (selected) parts.push('selected');
  return parts.join(', ');
}
