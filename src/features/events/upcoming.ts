import type { CommunityEvent } from '@/content/schemas';
import { dallasNow } from '@/features/seo/dallasTime';
import { lastDay } from './eventSpan';
import { compareEvents } from './filterEvents';

/**
 * Upcoming and past events, decided against a moment ("now") where the page is read: in the reader's
 * browser after hydration, at render time on the server. Event dates and times are Dallas times.
 */

/**
 * Whether an event is over at `now`: the Dallas day it ends has passed, or it is that day and its end
 * time has passed (a multi-day event is on until its last day's end; an evening that runs past
 * midnight until its end on the next day).
 */
export function isPastEvent(event: CommunityEvent, now: Date): boolean {
  const { date, time } = dallasNow(now);
  const last = lastDay(event);
  if (last !== date) return last < date;
  return event.end <= time;
}

export type PartitionedEvents = {
  /** Events not yet over, soonest first. */
  upcoming: CommunityEvent[];
  /** Events that are over, most recent first. */
  past: CommunityEvent[];
};

/** Splits events into upcoming (chronological) and past (newest first) at `now`. */
export function partitionEvents(events: readonly CommunityEvent[], now: Date): PartitionedEvents {
  const upcoming: CommunityEvent[] = [];
  const past: CommunityEvent[] = [];
  for (const event of events) (isPastEvent(event, now) ? past : upcoming).push(event);
  upcoming.sort(compareEvents);
  past.sort((a, b) => compareEvents(b, a));
  return { upcoming, past };
}

/** The events still to come at `now`, soonest first (the subscription feed). */
export function upcomingEvents(events: readonly CommunityEvent[], now: Date): CommunityEvent[] {
  return partitionEvents(events, now).upcoming;
}
