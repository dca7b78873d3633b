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

/** Dallas' UTC offset at an instant, in minutes (-300 in summer, -360 in winter). */
function offsetMinutesAt(ms: number): number {
  const name = offsetFormat.formatToParts(new Date(ms)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

const offsetText = (minutes: number) => {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
};

/**
 * Dallas' UTC offset (`-05:00` in summer, `-06:00` in winter) at a wall-clock time of a local calendar
 * date (midnight by default). On the nights the clocks change it is the offset in force at that time:
 * 00:30 on the first Sunday of November is still `-05:00`, 01:00 on the second Sunday of March still
 * `-06:00`. A time the clocks skip (02:30 in March) gets the winter offset; the hour that happens twice
 * (01:30 in November), the second.
 */
export function dallasOffset(date: string, time = '00:00'): string {
  const [y, mo, d] = parts(date);
  const [h = 0, mi = 0] = time.split(':').map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // Noon is far from the 2 a.m. change: its offset is the day's first guess, checked at the instant it gives.
  const first = offsetMinutesAt(wall - offsetMinutesAt(Date.UTC(y, mo - 1, d, 12)) * 60_000);
  const second = offsetMinutesAt(wall - first * 60_000);
  return offsetText(second === first ? first : Math.min(first, second));
}

/** ISO 8601 date-time with Dallas' offset, e.g. `2025-05-10T10:00:00-05:00`. */
export function dallasDateTime(date: string, time = '00:00'): string {
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) throw new Error(`expected HH:mm, got ${time}`);
  return `${date}T${time}:00${dallasOffset(date, time)}`;
}

const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** RFC 822 date for RSS `pubDate`, e.g. `Wed, 14 May 2025 00:00:00 -0500` (start of the Dallas day). */
export function rfc822Date(date: string, time = '00:00'): string {
  const [y, mo, d] = parts(date);
  const weekday = days[new Date(Date.UTC(y, mo - 1, d)).getUTCDay()];
  const month = months[mo - 1];
  return `${weekday}, ${String(d).padStart(2, '0')} ${month} ${y} ${time}:00 ${dallasOffset(date, time).replace(':', '')}`;
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
