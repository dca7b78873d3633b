import { events } from '@/content/events';
import { buildEventsFeedIcs } from '@/features/events/ics';
import { upcomingEvents } from '@/features/events/upcoming';
import { siteOrigin } from '@/features/seo/pageMetadata';

/**
 * `/events.ics`: a calendar subscription feed of the events still to come. Regenerated at most every
 * 5 minutes like the pages (never frozen at build), so an event leaves the feed once it is over.
 */
export const revalidate = 300;

export function GET() {
  const now = new Date();
  return new Response(buildEventsFeedIcs(upcomingEvents(events, now), { stamp: now, origin: siteOrigin }), {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
  });
}
