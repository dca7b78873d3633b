import { describe, expect, it } from 'vitest';
import { events } from '@/content/events';
import type { CommunityEvent } from '@/content/schemas';
import { EVENT_FILTER_CATEGORIES } from '@/config/constants';
import { filterEvents, matchesCategory, NO_FILTERS, toFilterCategory } from './filterEvents';

const base = events[0] as CommunityEvent;
const make = (id: CommunityEvent['id'], date: string, start: string, category: CommunityEvent['category']): CommunityEvent => ({
  ...base,
  id,
  date,
  start,
  category,
});

const sample = [
  make(1, '2025-05-17', '10:00', 'Food'),
  make(2, '2025-05-10', '14:00', 'Arts'),
  make(3, '2025-05-10', '08:00', 'Community'),
  make(4, '2025-06-02', '09:00', 'Food'),
  make(5, '2025-05-10', '08:00', 'Food'),
];
const ids = (list: CommunityEvent[]) => list.map((event) => event.id);

describe('filterEvents', () => {
  it('finds a run of days on each of its days', () => {
    const fair: CommunityEvent = { ...make(9, '2025-05-08', '10:00', 'Community'), endDate: '2025-05-12' };
    expect(ids(filterEvents([...sample, fair], { ...NO_FILTERS, date: '2025-05-10' }))).toEqual([9, 3, 5, 2]);
    expect(ids(filterEvents([...sample, fair], { ...NO_FILTERS, date: '2025-05-13' }))).toEqual([]);
  });

  it('with no filters returns every event in date then time order', () => {
    expect(ids(filterEvents(sample, NO_FILTERS))).toEqual([3, 5, 2, 1, 4]);
  });

  it('orders events of the same time by address key, numbers by value, slugs after them', () => {
    const same = [make('zilker-run', '2025-05-10', '08:00', 'Sports'), make(10, '2025-05-10', '08:00', 'Food'), make('2', '2025-05-10', '08:00', 'Arts')];
    expect(ids(filterEvents(same, NO_FILTERS))).toEqual(['2', 10, 'zilker-run']);
  });

  it('does not reorder its input', () => {
    const input = [...sample];
    filterEvents(input, NO_FILTERS);
    expect(ids(input)).toEqual([1, 2, 3, 4, 5]);
  });

  it('filters by exact date', () => {
    expect(ids(filterEvents(sample, { date: '2025-05-10', category: 'All' }))).toEqual([3, 5, 2]);
    expect(filterEvents(sample, { date: '2025-05-11', category: 'All' })).toEqual([]);
  });

  it('filters by category across months', () => {
    expect(ids(filterEvents(sample, { date: null, category: 'Food' }))).toEqual([5, 1, 4]);
  });

  it('combines date and category with AND', () => {
    expect(ids(filterEvents(sample, { date: '2025-05-10', category: 'Food' }))).toEqual([5]);
    expect(filterEvents(sample, { date: '2025-05-17', category: 'Arts' })).toEqual([]);
  });

  it('lists the eight sample events of May 2025 in date order', () => {
    const all = filterEvents(events, NO_FILTERS);
    expect(all).toHaveLength(8);
    expect(all.map((event) => event.date)).toEqual([...all.map((event) => event.date)].sort());
    expect(all.every((event) => event.date.startsWith('2025-05-'))).toBe(true);
  });
});

describe('category matching', () => {
  it('ignores case', () => {
    const food = make(9, '2025-05-17', '10:00', 'Food');
    expect(matchesCategory(food, 'food')).toBe(true);
    expect(matchesCategory(food, 'FOOD')).toBe(true);
    expect(matchesCategory(food, 'all')).toBe(true);
    expect(matchesCategory(food, 'Arts')).toBe(false);
  });

  it('maps any casing to a filter category and refuses unknown names', () => {
    expect(toFilterCategory('technology')).toBe('Technology');
    expect(toFilterCategory('ALL')).toBe('All');
    expect(toFilterCategory('nonsense')).toBeNull();
    expect(toFilterCategory('')).toBeNull();
    expect(toFilterCategory(null)).toBeNull();
  });

  it('every filter category but All has a sample event', () => {
    for (const category of EVENT_FILTER_CATEGORIES) {
      expect(filterEvents(events, { date: null, category }).length, category).toBeGreaterThan(0);
    }
  });
});
