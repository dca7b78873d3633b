import { describe, expect, it } from 'vitest';
import { events } from '@/content/events';
import {
  countEventsByDay,
  dayLabel,
  eventCountLabel,
  eventDays,
  formatCalendarHeader,
  parseMonthKey,
  resolveDisplayedMonth,
  shiftMonth,
  toMonthKey,
} from './calendar';
import { toDateKey } from './eventDate';

describe('month navigation', () => {
  it('moves one month forward and back', () => {
    expect(formatCalendarHeader(shiftMonth(new Date(2025, 4, 1), 1))).toBe('June 2025');
    expect(formatCalendarHeader(shiftMonth(new Date(2025, 4, 1), -1))).toBe('April 2025');
  });

  it('crosses year boundaries both ways', () => {
    expect(formatCalendarHeader(shiftMonth(new Date(2025, 11, 1), 1))).toBe('January 2026');
    expect(formatCalendarHeader(shiftMonth(new Date(2026, 0, 1), -1))).toBe('December 2025');
  });

  it('lands on the first of the month even from the 31st', () => {
    const next = shiftMonth(new Date(2025, 0, 31), 1);
    expect(toDateKey(next)).toBe('2025-02-01');
  });
});

describe('calendar labels', () => {
  const counts = countEventsByDay(events);

  it("formats the header 'MMMM yyyy'", () => {
    expect(formatCalendarHeader(new Date(2025, 4, 10))).toBe('May 2025');
  });

  it('counts events per day', () => {
    expect(counts.get('2025-05-10')).toBe(2);
    expect(counts.get('2025-05-14')).toBe(1);
    expect(counts.get('2025-05-11')).toBeUndefined();
    expect(eventDays(counts).map(toDateKey).sort()).toEqual([...counts.keys()].sort());
  });

  it('counts a run of days on each of its days', () => {
    const base = events[0]!;
    const fair = { ...base, id: 'fair', date: '2025-05-09', endDate: '2025-05-11' };
    const run = countEventsByDay([...events, fair]);
    expect([run.get('2025-05-09'), run.get('2025-05-10'), run.get('2025-05-11'), run.get('2025-05-12')]).toEqual([1, 3, 1, undefined]);
  });

  it('names days with their weekday, date and event count', () => {
    expect(dayLabel(new Date(2025, 4, 10), counts)).toBe('Saturday, May 10, 2025, 2 events');
    expect(dayLabel(new Date(2025, 4, 14), counts)).toBe('Wednesday, May 14, 2025, 1 event');
    expect(dayLabel(new Date(2025, 4, 11), counts)).toBe('Sunday, May 11, 2025');
    expect(dayLabel(new Date(2025, 4, 10), counts, { selected: true })).toBe('Saturday, May 10, 2025, 2 events, selected');
    expect(dayLabel(new Date(2025, 4, 11), counts, { today: true })).toBe('Today, Sunday, May 11, 2025');
  });

  it('pluralises counts', () => {
    expect(eventCountLabel(1)).toBe('1 event');
    expect(eventCountLabel(3)).toBe('3 events');
  });
});

describe('displayed month', () => {
  it("defaults to the reader's current month", () => {
    expect(toDateKey(resolveDisplayedMonth(null, null, '2026-11') as Date)).toBe('2026-11-01');
  });

  it("opens on a chosen date's month", () => {
    expect(toDateKey(resolveDisplayedMonth(null, '2025-05-10', '2026-11') as Date)).toBe('2025-05-01');
  });

  it('follows the month the reader navigated to', () => {
    expect(toDateKey(resolveDisplayedMonth(new Date(2025, 6, 9), '2025-05-10', '2026-11') as Date)).toBe('2025-07-01');
  });

  it('is unknown until the current month is known, and ignores an invalid date', () => {
    expect(resolveDisplayedMonth(null, null, null)).toBeNull();
    expect(toDateKey(resolveDisplayedMonth(null, '2025-13-45', '2026-01') as Date)).toBe('2026-01-01');
  });

  it('round-trips month keys', () => {
    expect(toMonthKey(new Date(2025, 11, 31))).toBe('2025-12');
    expect(parseMonthKey('2025-12') && toDateKey(parseMonthKey('2025-12') as Date)).toBe('2025-12-01');
    expect(parseMonthKey('2025-13')).toBeNull();
  });
});
