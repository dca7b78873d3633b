import { addMonths, format, startOfMonth } from 'date-fns';
import type { CommunityEvent } from '@/content/schemas';
import { CALENDAR_HEADER_FORMAT } from '@/config/constants';
import { parseDateKey, toDateKey } from './eventDate';
import { daysOfEvent } from './eventSpan';

/** The first day of the month `delta` months from `month` (crosses year boundaries). */
export function shiftMonth(month: Date, delta: number): Date {
  return startOfMonth(addMonths(month, delta));
}

/** 'May 2025': the calendar header (SPEC.md). */
export function formatCalendarHeader(month: Date): string {
  return format(month, CALENDAR_HEADER_FORMAT);
}

/** How many events are on each `yyyy-MM-dd` day (a multi-day event on each of its days). */
export function countEventsByDay(events: readonly CommunityEvent[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const event of events) for (const day of daysOfEvent(event)) counts.set(day, (counts.get(day) ?? 0) + 1);
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
 * has events and by 'selected' when it is the chosen day ('Today, ' first on the reader's today).
 */
export function dayLabel(
  date: Date,
  counts: ReadonlyMap<string, number>,
  { selected = false, today = false }: { selected?: boolean; today?: boolean } = {},
): string {
  const parts = [`${today ? 'Today, ' : ''}${format(date, 'EEEE, MMMM d, yyyy')}`];
  const count = counts.get(toDateKey(date)) ?? 0;
  if (count > 0) parts.push(eventCountLabel(count));
  if (selected) parts.push('selected');
  return parts.join(', ');
}

/** 'yyyy-MM' of a local date: a month as a stable string (for React snapshots). */
export function toMonthKey(date: Date): string {
  return format(date, 'yyyy-MM');
}

/** The first day of a 'yyyy-MM' month, or null if the key is not one. */
export function parseMonthKey(key: string): Date | null {
  return parseDateKey(`${key}-01`);
}

/**
 * The month the calendar shows: the one the reader moved to, else the chosen date's month (a shared
 * link opens on its day), else the reader's current month. Null while the current month is unknown
 * (on the server, where the reader's clock and time zone are not known).
 */
export function resolveDisplayedMonth(
  navigated: Date | null,
  selectedDate: string | null,
  currentMonthKey: string | null,
): Date | null {
  if (navigated) return startOfMonth(navigated);
  const selected = parseDateKey(selectedDate);
  if (selected) return startOfMonth(selected);
  return currentMonthKey ? parseMonthKey(currentMonthKey) : null;
}
