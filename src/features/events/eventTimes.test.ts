import { afterEach, describe, expect, it, vi } from 'vitest';
import { events } from '@/content/events';
import type { CommunityEvent } from '@/content/schemas';
import { eventFromDoc } from '@/server/content/referenceModel';
import { clockLabel, eventTimeRange, formatEventTimes } from './eventTimes';

const first = events[0] as CommunityEvent; // Saturday, May 10, 2025, 10:00 AM - 4:00 PM
const at = (changes: Partial<CommunityEvent>): CommunityEvent => ({ ...first, ...changes });

/** An event as the newsroom stores it: two instants, read as Dallas days and times. */
const fromNewsroom = (startsAt: string, endsAt: string) =>
  eventFromDoc({
    id: 7,
    slug: 'event',
    title: 'Fall Back Dance Party',
    description: 'Dance through the extra hour at Deep Ellum.',
    startsAt,
    endsAt,
    location: 'Deep Ellum, Dallas',
    category: 'Arts',
    image: null,
  });

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('clockLabel', () => {
  it('writes a 24-hour time on a 12-hour clock', () => {
    expect(['00:00', '00:05', '07:30', '11:59', '12:00', '13:45', '19:00', '23:59'].map(clockLabel)).toEqual([
      '12:00 AM', '12:05 AM', '7:30 AM', '11:59 AM', '12:00 PM', '1:45 PM', '7:00 PM', '11:59 PM',
    ]);
  });
});

describe('event times', () => {
  it('keeps the hours of an event within one day as they are', () => {
    expect(eventTimeRange(first)).toBeNull();
    expect(formatEventTimes(first)).toBe('10:00 AM - 4:00 PM');
    expect(formatEventTimes(at({ endDate: '2025-05-10' }))).toBe('10:00 AM - 4:00 PM');
    for (const event of events) expect(formatEventTimes(event), event.title).toBe(event.time);
  });

  it('names both days of an evening that ends after midnight', () => {
    // Friday 7:00 PM to Saturday 2:00 AM: as a sample event (no end day) and as the newsroom's (with it).
    const late = at({ date: '2026-12-04', start: '19:00', end: '02:00', time: '7:00 PM - 2:00 AM' });
    expect(formatEventTimes(late)).toBe('Fri, Dec 4, 7:00 PM – Sat, Dec 5, 2:00 AM');
    expect(formatEventTimes({ ...late, endDate: '2026-12-05' })).toBe('Fri, Dec 4, 7:00 PM – Sat, Dec 5, 2:00 AM');
    // Ending at midnight is ending on the next day.
    expect(formatEventTimes(at({ date: '2026-12-04', endDate: '2026-12-05', start: '20:00', end: '00:00' }))).toBe(
      'Fri, Dec 4, 8:00 PM – Sat, Dec 5, 12:00 AM',
    );
  });

  it('names both days of a run of days, with the local date and time for <time>', () => {
    const weekend = at({ date: '2026-12-05', endDate: '2026-12-06', start: '10:00', end: '16:00', time: '10:00 AM - 4:00 PM' });
    expect(eventTimeRange(weekend)).toEqual([
      { label: 'Sat, Dec 5, 10:00 AM', dateTime: '2026-12-05T10:00' },
      { label: 'Sun, Dec 6, 4:00 PM', dateTime: '2026-12-06T16:00' },
    ]);
    expect(formatEventTimes(weekend)).toBe('Sat, Dec 5, 10:00 AM – Sun, Dec 6, 4:00 PM');
    // Three weeks and a half, and across a year's end.
    const fair = at({ date: '2026-09-25', endDate: '2026-10-18', start: '10:00', end: '22:00', time: '10:00 AM - 10:00 PM' });
    expect(formatEventTimes(fair)).toBe('Fri, Sep 25, 10:00 AM – Sun, Oct 18, 10:00 PM');
    expect(formatEventTimes({ ...fair, date: '2026-12-30', endDate: '2027-01-02' })).toBe('Wed, Dec 30, 10:00 AM – Sat, Jan 2, 10:00 PM');
  });

  it('shows Dallas clock times across the night the clocks go back (November 1, 2026)', () => {
    // 8:00 PM CDT (UTC-5) on Saturday to 1:30 AM CST (UTC-6) on Sunday: six and a half hours on the clock, seven and a half lived.
    const party = fromNewsroom('2026-11-01T01:00:00.000Z', '2026-11-01T07:30:00.000Z');
    expect(party).toMatchObject({ date: '2026-10-31', endDate: '2026-11-01', start: '20:00', end: '01:30' });
    expect(formatEventTimes(party)).toBe('Sat, Oct 31, 8:00 PM – Sun, Nov 1, 1:30 AM');
    expect(eventTimeRange(party)?.map((end) => end.dateTime)).toEqual(['2026-10-31T20:00', '2026-11-01T01:30']);
    // Within the Sunday, across the change: one day, its hours.
    expect(formatEventTimes(fromNewsroom('2026-11-01T05:00:00.000Z', '2026-11-01T15:00:00.000Z'))).toBe('12:00 AM - 9:00 AM');
    // And the night the clocks go forward (March 8, 2026): 10:00 PM CST to 4:00 AM CDT.
    expect(formatEventTimes(fromNewsroom('2026-03-08T04:00:00.000Z', '2026-03-08T09:00:00.000Z'))).toBe(
      'Sat, Mar 7, 10:00 PM – Sun, Mar 8, 4:00 AM',
    );
  });

  it('gives the same label wherever it is rendered', () => {
    const party = fromNewsroom('2026-11-01T01:00:00.000Z', '2026-11-01T07:30:00.000Z');
    for (const zone of ['America/Chicago', 'Asia/Tokyo', 'Pacific/Honolulu', 'UTC']) {
      vi.stubEnv('TZ', zone);
      expect(formatEventTimes(party), zone).toBe('Sat, Oct 31, 8:00 PM – Sun, Nov 1, 1:30 AM');
    }
  });
});
