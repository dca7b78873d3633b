import { buildEventsFeedIcs } from '@/features/events/ics';
import { upcomingEvents } from '@/features/events/upcoming';
import { siteOrigin } from '@/features/seo/pageMetadata';
import { siteEvents } from '@/server/content/events';

/**
 * `/events.ics`: a calendar subscription feed of the events still to come. Regenerated at most every
 * 5 minutes like the pages (never frozen at build), so an event leaves the feed once it is over, and at
 * once when the newsroom publishes, changes or unpublishes one (the `events` cache tag).
 */
export const revalidate = 300;

export async function GET() {
  const now = new Date();
  return new Response(buildEventsFeedIcs(upcomingEvents(await siteEvents(), now), { stamp: now, origin: siteOrigin }), {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
  });
}
