import { SITE_TIME_ZONE } from '@/config/constants';

/**
 * Dates for machines (structured data, feeds, sitemaps) from the site's local calendar dates.
 * A `yyyy-MM-dd` string is a day in Dallas (America/Chicago), never UTC midnight.
 */

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, timeZoneName: 'longOffset' });

function parts(date: string): [number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new Error(`expected yyyy-MM-dd, got ${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** Dallas' UTC offset (`-05:00` in summer, `-06:00` in winter) at noon of a local calendar date. */
export function dallasOffset(date: string): string {
  const [y, mo, d] = parts(date);
  // Noon UTC of that day is 6 or 7 a.m. in Dallas, safely away from the 2 a.m. clock change.
  const name = offsetFormat.formatToParts(new Date(Date.UTC(y, mo - 1, d, 12))).find((p) => p.type === 'timeZoneName');
  const offset = name?.value.replace('GMT', '') ?? '';
  return offset === '' ? '+00:00' : offset;
}

/** ISO 8601 date-time with Dallas' offset, e.g. `2025-05-10T10:00:00-05:00`. */
export function dallasDateTime(date: string, time = '00:00'): string {
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) throw new Error(`expected HH:mm, got ${time}`);
  return `${date}T${time}:00${dallasOffset(date)}`;
}

const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** RFC 822 date for RSS `pubDate`, e.g. `Wed, 14 May 2025 00:00:00 -0500` (start of the Dallas day). */
export function rfc822Date(date: string, time = '00:00'): string {
  const [y, mo, d] = parts(date);
  const weekday = days[new Date(Date.UTC(y, mo - 1, d)).getUTCDay()];
  const month = months[mo - 1];
  return `${weekday}, ${String(d).padStart(2, '0')} ${month} ${y} ${time}:00 ${dallasOffset(date).replace(':', '')}`;
}

const dallasClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Dallas calendar day (`yyyy-MM-dd`) and wall-clock time (`HH:mm`) of an instant. */
export function dallasNow(instant: Date): { date: string; time: string } {
  const part = (type: Intl.DateTimeFormatPartTypes) => dallasClock.formatToParts(instant).find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/**
 * When a story was published, as a Dallas day and time: its exact moment when it has one (a newsroom
 * story), otherwise the start of its day (a sample story has only a day).
 */
export function publishedMoment(story: { date: string; publishedAt?: string }): { date: string; time: string } {
  const instant = story.publishedAt ? new Date(story.publishedAt) : null;
  return instant && !Number.isNaN(instant.getTime()) ? dallasNow(instant) : { date: story.date, time: '00:00' };
}

/** When a story was published, as ISO 8601 with Dallas' offset (structured data, the article card). */
export function publishedDateTime(story: { date: string; publishedAt?: string }): string {
  const { date, time } = publishedMoment(story);
  return dallasDateTime(date, time);
}
