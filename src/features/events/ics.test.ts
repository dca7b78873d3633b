import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { events } from '@/content/events';
import type { CommunityEvent } from '@/content/schemas';
import { buildEventIcs, buildEventsFeedIcs, escapeText, foldLine, icsFileName } from './ics';
import { upcomingEvents } from './upcoming';

const stamp = new Date(Date.UTC(2025, 3, 1, 12, 0, 0));
const origin = 'https://dallaslocal.news';
const first = events[0] as CommunityEvent;

/** Parses a file with ical.js and returns its calendar, the registered zone and the event. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vtimezone = calendar.getFirstSubcomponent('vtimezone');
  if (!vtimezone) throw new Error('no VTIMEZONE');
  const zone = new ICAL.Timezone(vtimezone);
  ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, zone, vevent, event: new ICAL.Event(vevent) };
}

describe('buildEventIcs', () => {
  it('parses back as one VEVENT with the event details', () => {
    const ics = buildEventIcs(first, { stamp, origin });
    const { calendar, event, vevent } = parse(ics);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
    expect(event.summary).toBe(first.title);
    expect(event.description).toBe(first.description);
    expect(event.location).toBe(first.location);
    expect(event.uid).toMatch(/^event-1@/);
    expect(vevent.getFirstPropertyValue('categories')).toBe('Arts');
    expect(vevent.getFirstPropertyValue('url')).toBe('https://dallaslocal.news/events?date=2025-05-10');
    expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe('2025-04-01T12:00:00Z');
  });

  it('places DTSTART and DTEND in America/Chicago, with its VTIMEZONE', () => {
    const ics = buildEventIcs(first, { stamp, origin });
    expect(ics).toContain('DTSTART;TZID=America/Chicago:20250510T100000\r\n');
    expect(ics).toContain('DTEND;TZID=America/Chicago:20250510T160000\r\n');
    const { event, zone, vevent } = parse(ics);
    expect(zone.tzid).toBe('America/Chicago');
    expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/Chicago');
    expect(event.startDate.zone?.tzid).toBe('America/Chicago');
    // 10:00 CDT (UTC-5) in May is 15:00 UTC; 16:00 CDT is 21:00 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe('2025-05-10T15:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2025-05-10T21:00:00.000Z');
  });

  it('applies standard time in winter', () => {
    const winter: CommunityEvent = { ...first, date: '2025-12-06', start: '18:00', end: '20:00' };
    const { event } = parse(buildEventIcs(winter, { stamp, origin }));
    expect(event.startDate.toJSDate().toISOString()).toBe('2025-12-07T00:00:00.000Z');
  });

  it('ends on the next day when the end time is past midnight', () => {
    const late: CommunityEvent = { ...first, start: '21:00', end: '01:00' };
    const ics = buildEventIcs(late, { stamp, origin });
    expect(ics).toContain('DTEND;TZID=America/Chicago:20250511T010000');
    const { event } = parse(ics);
    expect(event.duration.toSeconds()).toBe(4 * 3600);
  });

  it('ends a run of days on its last day', () => {
    const fair: CommunityEvent = { ...first, date: '2026-09-25', endDate: '2026-10-18', start: '10:00', end: '22:00' };
    const ics = buildEventIcs(fair, { stamp, origin });
    expect(ics).toContain('DTSTART;TZID=America/Chicago:20260925T100000');
    expect(ics).toContain('DTEND;TZID=America/Chicago:20261018T220000');
  });

  it('round-trips special characters and long text', () => {
    const tricky: CommunityEvent = {
      ...first,
      title: 'Tacos, tunes; and "more" \\ café',
      description: `${'Line one with ünïcödé characters — and commas, semicolons; '.repeat(4)}\nSecond line`,
    };
    const ics = buildEventIcs(tricky, { stamp, origin });
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const { event } = parse(ics);
    expect(event.summary).toBe(tricky.title);
    expect(event.description).toBe(tricky.description);
  });

  it('builds a valid file for every sample event', () => {
    for (const sample of events) {
      const { event } = parse(buildEventIcs(sample, { stamp, origin }));
      expect(event.summary).toBe(sample.title);
      expect(event.startDate.toString().slice(0, 10)).toBe(sample.date);
    }
  });

  it('uses CRLF line endings throughout', () => {
    const ics = buildEventIcs(first, { stamp, origin });
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
});

describe('ics helpers', () => {
  it('escapes TEXT values', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    // A lone return ends no line of the file: what follows it stays in the value.
    expect(escapeText('Evil\rEND:VEVENT\rBEGIN:VEVENT')).toBe('Evil\\nEND:VEVENT\\nBEGIN:VEVENT');
    expect(escapeText('one\r\ntwo\ttab\u0000\u001b')).toBe('one\\ntwo\ttab');
  });

  it('leaves short lines alone and folds long ones with a leading space', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    const folded = foldLine(`DESCRIPTION:${'x'.repeat(200)}`);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(`DESCRIPTION:${'x'.repeat(200)}`);
  });

  it('names the file after the title', () => {
    expect(icsFileName(first)).toBe('bishop-arts-spring-art-walk.ics');
    expect(icsFileName({ ...first, title: '!!!' })).toBe('event-1.ics');
  });
});

describe('buildEventsFeedIcs (the /events.ics subscription feed)', () => {
  it('holds only the events still to come, in Dallas time, and parses with ical.js', () => {
    // May 20, 2025, 07:00 in Dallas: events 5 (May 21) to 8 (May 31) are still to come.
    const now = new Date('2025-05-20T12:00:00Z');
    const ics = buildEventsFeedIcs(upcomingEvents(events, now), { stamp: now, origin });
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const vtimezone = calendar.getFirstSubcomponent('vtimezone');
    if (!vtimezone) throw new Error('no VTIMEZONE');
    ICAL.TimezoneService.register(new ICAL.Timezone(vtimezone));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Dallas Local Events');
    const parsed = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(parsed.map((e) => e.uid.split('@')[0])).toEqual(['event-5', 'event-6', 'event-7', 'event-8']);
    for (const e of parsed) {
      expect(e.startDate.zone?.tzid).toBe('America/Chicago');
      expect(e.startDate.toJSDate().getTime()).toBeGreaterThan(now.getTime());
    }
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it('is a valid, empty calendar when nothing is upcoming', () => {
    const now = new Date('2026-11-23T18:00:00Z');
    const ics = buildEventsFeedIcs(upcomingEvents(events, now), { stamp: now, origin });
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(0);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/Chicago');
  });
});
