import { format } from 'date-fns';
import type { CommunityEvent } from '@/content/schemas';
import { SITE_TIME_ZONE } from '@/config/constants';
import { site } from '@/config/site';
import { parseDateKey } from './eventDate';
import { lastDay } from './eventSpan';

/**
 * iCalendar (RFC 5545) files for the Events page's 'Add to calendar'. Times are local Dallas times,
 * written with TZID and the zone's VTIMEZONE so that calendar apps anywhere place them correctly.
 */

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** VTIMEZONE of the site's zone: US rules since 2007 (second Sunday of March, first Sunday of November). */
const VTIMEZONE: Record<typeof SITE_TIME_ZONE, string[]> = {
  'America/Chicago': [
    'BEGIN:VTIMEZONE',
    'TZID:America/Chicago',
    'X-LIC-LOCATION:America/Chicago',
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:-0600',
    'TZOFFSETTO:-0500',
    'TZNAME:CDT',
    'DTSTART:19700308T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:-0500',
    'TZOFFSETTO:-0600',
    'TZNAME:CST',
    'DTSTART:19701101T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
  ],
};

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      // Every line end, a lone return too (a calendar that ends lines at one would read what follows
      // as properties of its own), is the text's \n; RFC 5545 TEXT holds no other control character
      // but the tab.
      .replace(/\r\n|\r|\n/g, '\\n')
      .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '')
  );
}

/** Folds a content line at 75 octets, never inside a UTF-8 character (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts toward their 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** `20250510T100000`: a local date-time for DTSTART/DTEND with TZID. */
function localDateTime(date: Date, time: string): string {
  return `${format(date, 'yyyyMMdd')}T${time.replace(':', '')}00`;
}

/** `20250401T120000Z`: a UTC date-time for DTSTAMP. */
function utcDateTime(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** A file name for the download: 'bishop-arts-spring-art-walk.ics'. */
export function icsFileName(event: CommunityEvent): string {
  const slug = event.title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || `event-${event.id}`}.ics`;
}

type IcsOptions = {
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  /** The site's public origin, for the event's URL. */
  origin: string;
};

/** One event's VEVENT lines (unfolded). */
function veventLines(event: CommunityEvent, { stamp, origin }: IcsOptions): string[] {
  const day = parseDateKey(event.date);
  if (!day) throw new Error(`Event ${event.id} has no valid date: ${event.date}`);
  // The day it ends: its last day for a run of days, the next day for an evening past midnight.
  const endDay = parseDateKey(lastDay(event)) ?? day;
  const domain = site.email.split('@')[1] ?? 'dallaslocal.news';
  const url = `${origin.replace(/\/$/, '')}/events?date=${event.date}`;
  return [
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${domain}`,
    `DTSTAMP:${utcDateTime(stamp)}`,
    `DTSTART;TZID=${SITE_TIME_ZONE}:${localDateTime(day, event.start)}`,
    `DTEND;TZID=${SITE_TIME_ZONE}:${localDateTime(endDay, event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `CATEGORIES:${escapeText(event.category)}`,
    `URL:${url}`,
    'END:VEVENT',
  ];
}

/** A VCALENDAR around the given lines, with the zone's VTIMEZONE (CRLF line endings, folded lines). */
function calendar(header: string[], body: string[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${site.name}//Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...header,
    ...VTIMEZONE[SITE_TIME_ZONE],
    ...body,
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** One event as a complete VCALENDAR (CRLF line endings, folded lines). */
export function buildEventIcs(event: CommunityEvent, options: IcsOptions): string {
  return calendar([], veventLines(event, options));
}

/** How often subscribed calendar apps should fetch the feed again. */
const FEED_REFRESH = 'PT1H';

/**
 * The subscription feed (`/events.ics`): the given events (the caller passes the upcoming ones) in
 * one VCALENDAR with a name and a refresh interval for calendar apps.
 */
export function buildEventsFeedIcs(events: readonly CommunityEvent[], options: IcsOptions): string {
  return calendar(
    [
      `X-WR-CALNAME:${escapeText(`${site.name} Events`)}`,
      `X-WR-TIMEZONE:${SITE_TIME_ZONE}`,
      `REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}`,
      `X-PUBLISHED-TTL:${FEED_REFRESH}`,
    ],
    events.flatMap((event) => veventLines(event, options)),
  );
}
