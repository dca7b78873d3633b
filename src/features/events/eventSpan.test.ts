import { describe, expect, it } from 'vitest';
import { events } from '@/content/events';
import type { CommunityEvent } from '@/content/schemas';
import { MAX_MARKED_DAYS, daysOfEvent, eventDateRange, formatEventDates, isMultiDay, isOnDay, isOvernight, lastDay } from './eventSpan';

const first = events[0] as CommunityEvent; // May 10, 2025, 10:00 - 16:00
/** The State Fair of Texas, as the newsroom would enter it: 24 days, 10:00 to 22:00. */
const fair: CommunityEvent = { ...first, date: '2026-09-25', endDate: '2026-10-18', start: '10:00', end: '22:00' };
const late: CommunityEvent = { ...first, start: '21:00', end: '01:00' };

describe('event spans', () => {
  it('ends a sample event on its day, or the next for an evening past midnight', () => {
    expect(lastDay(first)).toBe('2025-05-10');
    expect(lastDay(late)).toBe('2025-05-11');
    expect(lastDay({ ...late, endDate: '2025-05-11' })).toBe('2025-05-11');
    expect(lastDay(fair)).toBe('2026-10-18');
    // An end day before the start (never saved by the admin) is not believed.
    expect(lastDay({ ...first, endDate: '2025-05-01' })).toBe('2025-05-10');
  });

  it('tells an evening past midnight from a run of days', () => {
    expect([isOvernight(late), isMultiDay(late)]).toEqual([true, false]);
    expect([isOvernight(fair), isMultiDay(fair)]).toEqual([false, true]);
    expect([isOvernight(first), isMultiDay(first)]).toEqual([false, false]);
    // Friday 18:00 to Sunday 14:00: two nights, a run of three days.
    const weekend: CommunityEvent = { ...first, date: '2026-05-01', endDate: '2026-05-03', start: '18:00', end: '14:00' };
    expect(isMultiDay(weekend)).toBe(true);
    expect(daysOfEvent(weekend)).toEqual(['2026-05-01', '2026-05-02', '2026-05-03']);
    // Saturday 10:00 to Sunday 12:00: more than a day, so both days.
    expect(isMultiDay({ ...first, endDate: '2025-05-11', start: '10:00', end: '12:00' })).toBe(true);
  });

  it('is on every day of its run, across a month and a year end', () => {
    const days = daysOfEvent(fair);
    expect(days).toHaveLength(24);
    expect([days[0], days[5], days[23]]).toEqual(['2026-09-25', '2026-09-30', '2026-10-18']);
    expect(daysOfEvent({ ...fair, date: '2026-12-30', endDate: '2027-01-02' })).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(daysOfEvent(late)).toEqual(['2025-05-10']);
    expect(daysOfEvent({ ...fair, endDate: '2036-10-18' })).toHaveLength(MAX_MARKED_DAYS);
    expect([isOnDay(fair, '2026-10-01'), isOnDay(fair, '2026-10-19'), isOnDay(fair, '2026-09-24')]).toEqual([true, false, false]);
    expect([isOnDay(late, '2025-05-10'), isOnDay(late, '2025-05-11')]).toEqual([true, false]);
  });

  it('shows a run of days with its first and last day', () => {
    expect(formatEventDates(first)).toBe('May 10, 2025');
    expect(formatEventDates(late)).toBe('May 10, 2025');
    expect(formatEventDates(fair)).toBe('September 25 – October 18, 2026');
    expect(eventDateRange({ ...fair, date: '2026-12-30', endDate: '2027-01-02' })).toEqual(['December 30, 2026', 'January 2, 2027']);
    expect(eventDateRange(first)).toBeNull();
  });
});
