import { describe, expect, it } from 'vitest';
import { events } from '@/content/events';
import type { CommunityEvent } from '@/content/schemas';
import { dallasNow } from '@/features/seo/dallasTime';
import { isPastEvent, partitionEvents, upcomingEvents } from './upcoming';

const first = events[0] as CommunityEvent; // May 10, 2025, 10:00 - 16:00
const ids = (list: readonly CommunityEvent[]) => list.map((e) => e.id);

describe('dallasNow', () => {
  it('gives the Dallas day and time of an instant, whatever the zone the code runs in', () => {
    // 03:30 UTC on May 11 is still May 10 in Dallas (CDT, UTC-5).
    expect(dallasNow(new Date('2025-05-11T03:30:00Z'))).toEqual({ date: '2025-05-10', time: '22:30' });
    // Winter: CST, UTC-6.
    expect(dallasNow(new Date('2026-11-23T18:15:00Z'))).toEqual({ date: '2026-11-23', time: '12:15' });
  });
});

describe('isPastEvent', () => {
  it('is upcoming before its day and during it, past once it has ended', () => {
    expect(isPastEvent(first, new Date('2025-05-09T12:00:00Z'))).toBe(false);
    expect(isPastEvent(first, new Date('2025-05-10T20:59:00Z'))).toBe(false); // 15:59 in Dallas
    expect(isPastEvent(first, new Date('2025-05-10T21:00:00Z'))).toBe(true); // 16:00 in Dallas
    expect(isPastEvent(first, new Date('2026-11-23T12:00:00Z'))).toBe(true);
  });

  it('keeps an event that runs past midnight upcoming until its end on the next day', () => {
    const late: CommunityEvent = { ...first, start: '21:00', end: '01:00' };
    expect(isPastEvent(late, new Date('2025-05-11T04:59:00Z'))).toBe(false); // 23:59 on May 10 in Dallas
    expect(isPastEvent(late, new Date('2025-05-11T05:30:00Z'))).toBe(false); // 00:30 on May 11
    expect(isPastEvent(late, new Date('2025-05-11T06:00:00Z'))).toBe(true); // 01:00 on May 11
  });

  it('keeps a run of days upcoming until its last day has ended', () => {
    const fair: CommunityEvent = { ...first, date: '2026-09-25', endDate: '2026-10-18', start: '10:00', end: '22:00' };
    expect(isPastEvent(fair, new Date('2026-09-26T04:00:00Z'))).toBe(false); // 23:00 on its first day
    expect(isPastEvent(fair, new Date('2026-10-10T17:00:00Z'))).toBe(false);
    expect(isPastEvent(fair, new Date('2026-10-19T02:59:00Z'))).toBe(false); // 21:59 on its last day
    expect(isPastEvent(fair, new Date('2026-10-19T03:00:00Z'))).toBe(true); // 22:00 on its last day
  });
});

describe('partitionEvents', () => {
  it('lists upcoming events soonest first and past events newest first', () => {
    // May 14, 2025, 07:00 in Dallas: the two May 10 events are over.
    const { upcoming, past } = partitionEvents(events, new Date('2025-05-14T12:00:00Z'));
    expect(ids(upcoming)).toEqual([3, 4, 5, 6, 7, 8]);
    // Same day: the later start is the more recent.
    expect(ids(past)).toEqual([1, 2]);
  });

  it('has nothing upcoming after the last event', () => {
    const { upcoming, past } = partitionEvents(events, new Date('2026-11-23T18:00:00Z'));
    expect(upcoming).toEqual([]);
    expect(ids(past)).toEqual([8, 7, 6, 5, 4, 3, 1, 2]);
  });

  it('has nothing past before the first event', () => {
    const { upcoming, past } = partitionEvents(events, new Date('2025-04-01T12:00:00Z'));
    expect(ids(upcoming)).toEqual([2, 1, 3, 4, 5, 6, 7, 8]);
    expect(past).toEqual([]);
    expect(ids(upcomingEvents(events, new Date('2025-05-30T12:00:00Z')))).toEqual([8]);
  });
});
