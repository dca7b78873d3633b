/**
 * The days an event is on. An event has a start day and, from the newsroom, the Dallas day it ends
 * (`endDate`): a festival may run for weeks (the State Fair of Texas runs for 24 days). The sample
 * events have no end day: they end on their start day, or on the next one when their end time is not
 * after their start time (an evening that runs past midnight). Pure.
 */
import { addDays, differenceInCalendarDays, format } from 'date-fns';
import type { CommunityEvent } from '@/content/schemas';
import { EVENT_DATE_FORMAT } from '@/config/constants';
import { formatEventDate, parseDateKey, toDateKey } from './eventDate';

type Span = Pick<CommunityEvent, 'date' | 'start' | 'end' | 'endDate'>;

/** At most this many days are marked for one event in the calendar (a mistyped end year marks no more). */
export const MAX_MARKED_DAYS = 366;

const dayAfter = (key: string): string => {
  const day = parseDateKey(key);
  if (!day) throw new Error(`Not a yyyy-MM-dd date: ${key}`);
  return toDateKey(addDays(day, 1));
};

/** The Dallas day the event ends (`yyyy-MM-dd`). */
export function lastDay(event: Span): string {
  if (event.endDate && event.endDate >= event.date) return event.endDate;
  return event.end > event.start ? event.date : dayAfter(event.date);
}

/** Whether the event runs past midnight into the next day for less than a day: it is an evening, not a run of days. */
export function isOvernight(event: Span): boolean {
  return lastDay(event) === dayAfter(event.date) && event.end <= event.start;
}

/** Whether the event runs over more than one day (shown with its first and last day). */
export function isMultiDay(event: Span): boolean {
  return lastDay(event) !== event.date && !isOvernight(event);
}

/** The days (`yyyy-MM-dd`) the event is on: its start day, or every day to its last for a multi-day event. */
export function daysOfEvent(event: Span): string[] {
  if (!isMultiDay(event)) return [event.date];
  const first = parseDateKey(event.date);
  const last = parseDateKey(lastDay(event));
  if (!first || !last) return [event.date];
  const count = Math.min(differenceInCalendarDays(last, first) + 1, MAX_MARKED_DAYS);
  return Array.from({ length: count }, (_, i) => toDateKey(addDays(first, i)));
}

/** Whether the event is on the day `day` (`yyyy-MM-dd`). */
export function isOnDay(event: Span, day: string): boolean {
  if (!isMultiDay(event)) return event.date === day;
  return event.date <= day && day <= lastDay(event);
}

/**
 * The first and last day's labels of a multi-day event: ['September 25', 'October 18, 2026'] in one year,
 * ['December 30, 2026', 'January 2, 2027'] across a year's end. Null for a one-day event.
 */
export function eventDateRange(event: Span): [string, string] | null {
  if (!isMultiDay(event)) return null;
  const first = parseDateKey(event.date);
  const last = parseDateKey(lastDay(event));
  if (!first || !last) return null;
  const sameYear = first.getFullYear() === last.getFullYear();
  return [format(first, sameYear ? 'MMMM d' : EVENT_DATE_FORMAT), format(last, EVENT_DATE_FORMAT)];
}

/** 'May 10, 2025' for a one-day event, 'September 25 – October 18, 2026' for a run of days. */
export function formatEventDates(event: Span): string {
  return eventDateRange(event)?.join(' – ') ?? formatEventDate(event.date);
}
