import { buildEventIcs, icsFileName } from '@/features/events/ics';
import { siteOrigin } from '@/features/seo/pageMetadata';
import { siteEvent, siteEvents } from '@/server/content/events';
import { plainNoticeDocument } from '@/server/http/plainNotice';

/**
 * Each published event's iCalendar file: `/events/{id}/ics` (the event's address key). Those published at
 * build time are generated then; later ones on first request; the `events` cache tag renews them, and caches
 * in front keep one for 5 minutes at most. Other ids are 404, with a page that says so (a reader who
 * follows "Add to calendar" from a page older than the event's removal lands here).
 */
export const dynamic = 'force-static';
// Like the pages: a cache in front keeps a file (or a 404) minutes, not the year a static file would get.
export const revalidate = 300;

export async function generateStaticParams() {
  return (await siteEvents()).map((event) => ({ id: String(event.id) }));
}

const NOT_LISTED = plainNoticeDocument('Event not found', {
  heading: 'This event is no longer listed',
  text: 'It may have been cancelled or moved. The events calendar has everything coming up in Dallas.',
  links: [
    { href: '/events', label: 'See all events' },
    { href: '/', label: 'Return to Home' },
  ],
});

const notFound = () => new Response(NOT_LISTED, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } });

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  // Address keys are short slugs: anything else is not an event, without asking the database.
  if (!/^[a-z0-9-]{1,96}$/.test(id)) return notFound();
  const event = await siteEvent(id);
  if (!event) return notFound();
  return new Response(buildEventIcs(event, { stamp: new Date(), origin: siteOrigin }), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${icsFileName(event)}"`,
    },
  });
}
