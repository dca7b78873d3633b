import { parseDateKey } from './eventDate';
import { ALL_CATEGORIES, toFilterCategory, type EventFilters } from './filterEvents';

/**
 * Reads the filters from the address (`?date=2025-05-10&category=food`). Anything invalid is ignored:
 * an impossible date means no date, an unknown category means All. Never throws.
 */
export function parseEventFilters(search: string | URLSearchParams): EventFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const rawDate = params.get('date');
  const date = parseDateKey(rawDate) ? rawDate : null;
  const category = toFilterCategory(params.get('category')) ?? ALL_CATEGORIES;
  return { date, category };
}

/**
 * Writes the filters into a query string ('' or '?date=...&category=...'), keeping parameters that
 * are not ours. The category is written in lower case; 'All' and no date are left out.
 */
export function serializeEventFilters(filters: EventFilters, current = ''): string {
  const params = new URLSearchParams(current);
  params.delete('date');
  params.delete('category');
  if (filters.date) params.set('date', filters.date);
  if (filters.category !== ALL_CATEGORIES) params.set('category', filters.category.toLowerCase());
  const query = params.toString();
  return query ? `?${query}` : '';
}
