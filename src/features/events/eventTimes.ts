/**
 * An event's time label. Within one Dallas day it is the day's hours, '10:00 AM - 4:00 PM' (the event's
 * `time`). An event that ends on another day (an evening past midnight, a weekend, a festival) would read
 * as daily hours that way, so each end names its day: 'Sat, Dec 5, 10:00 AM – Sun, Dec 6, 4:00 PM'.
 * Times are Dallas wall-clock times, as the content carries them (`HH:mm`): no instant is computed, so a
 * change of the clocks between the two ends changes nothing, and the label is the same wherever it is
 * rendered. Pure.
 */
import { format } from 'date-fns';
import type { CommunityEvent } from '@/content/schemas';
import { parseDateKey } from './eventDate';
import { lastDay } from './eventSpan';

type Times = Pick<CommunityEvent, 'date' | 'endDate' | 'start' | 'end' | 'time'>;

/** One end of an event: its label and, for a `<time>` element, its local date and time (`2026-12-05T10:00`). */
export type EventMoment = { label: string; dateTime: string };

/** '18:00' → '6:00 PM', '00:30' → '12:30 AM' (as the events' stored time ranges write them). */
export function clockLabel(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

function moment(dateKey: string, time: string): EventMoment {
  const day = parseDateKey(dateKey);
  if (!day) throw new Error(`Not a yyyy-MM-dd date: ${dateKey}`);
  return { label: `${format(day, 'EEE, MMM d')}, ${clockLabel(time)}`, dateTime: `${dateKey}T${time}` };
}

/**
 * The start and end of an event that ends on another Dallas day than it starts, each with its day:
 * [{ label: 'Sat, Dec 5, 10:00 AM', dateTime: '2026-12-05T10:00' }, { label: 'Sun, Dec 6, 4:00 PM', … }].
 * Null for an event within one day, whose stored `time` says it all.
 */
export function eventTimeRange(event: Times): [EventMoment, EventMoment] | null {
  const last = lastDay(event);
  if (last === event.date) return null;
  return [moment(event.date, event.start), moment(last, event.end)];
}

/** '10:00 AM - 4:00 PM' within one day; 'Sat, Dec 5, 10:00 AM – Sun, Dec 6, 4:00 PM' across days. */
export function formatEventTimes(event: Times): string {
  const range = eventTimeRange(event);
  return range ? `${range[0].label} – ${range[1].label}` : event.time;
}
