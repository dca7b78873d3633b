import type { CommunityEvent } from '@/content/schemas';
import { EVENT_FILTER_CATEGORIES } from '@/config/constants';
import { isOnDay } from './eventSpan';

export type EventFilterCategory = (typeof EVENT_FILTER_CATEGORIES)[number];
export const ALL_CATEGORIES: EventFilterCategory = 'All';

export type EventFilters = {
  /** A `yyyy-MM-dd` day, or null for every day. */
  date: string | null;
  /** A filter category; 'All' lets every category through. */
  category: EventFilterCategory;
};

export const NO_FILTERS: EventFilters = { date: null, category: ALL_CATEGORIES };

/** Orders two fixed-width strings (`yyyy-MM-dd`, `HH:mm`) by code unit: cheaper than localeCompare. */
const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Chronological order: by day, then by start time, then by id (stable for equal times; 2 before 10). */
export function compareEvents(a: CommunityEvent, b: CommunityEvent): number {
  return compareKeys(a.date, b.date) || compareKeys(a.start, b.start) || String(a.id).localeCompare(String(b.id), 'en', { numeric: true });
}

/** Whether an event's category matches a filter category, ignoring case ('All' matches all). */
export function matchesCategory(event: CommunityEvent, category: string): boolean {
  const wanted = category.trim().toLowerCase();
  return wanted === ALL_CATEGORIES.toLowerCase() || event.category.toLowerCase() === wanted;
}

/**
 * The events a reader asked for: the chosen category AND the chosen day (each optional; a multi-day
 * event is on each of its days), in date order. The list is not limited to the month shown in the calendar.
 */
export function filterEvents(events: readonly CommunityEvent[], filters: EventFilters): CommunityEvent[] {
  return events
    .filter((event) => matchesCategory(event, filters.category))
    .filter((event) => filters.date === null || isOnDay(event, filters.date))
    .sort(compareEvents);
}

/** The filter category a string names, case-insensitively, or null if it names none. */
export function toFilterCategory(value: string | null | undefined): EventFilterCategory | null {
  if (!value) return null;
  const wanted = value.trim().toLowerCase();
  return EVENT_FILTER_CATEGORIES.find((category) => category.toLowerCase() === wanted) ?? null;
}
