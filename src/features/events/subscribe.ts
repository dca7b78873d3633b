/**
 * Subscribing to the events feed (`/events.ics`) rather than downloading it once: a plain link to the
 * file imports a copy that never updates in most calendars. Google Calendar subscribes to a feed given
 * as `cid`; Apple Calendar and Outlook open `webcal:` addresses as subscriptions. Pure.
 */

/** The `webcal:` form of the feed's absolute address (`https://host/events.ics` → `webcal://host/events.ics`). */
export function webcalUrl(feedUrl: string): string {
  const url = new URL(feedUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`Not a web address: ${feedUrl}`);
  return `webcal://${url.host}${url.pathname}${url.search}`;
}

/** Google Calendar's "add by URL" page for the feed. */
export function googleCalendarUrl(feedUrl: string): string {
  return `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl(feedUrl))}`;
}
