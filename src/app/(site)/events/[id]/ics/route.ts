import { events } from '@/content/events';
import { buildEventIcs, icsFileName } from '@/features/events/ics';
import { siteOrigin } from '@/features/seo/pageMetadata';

/** Each event's iCalendar file, generated at build time: `/events/{id}/ics`. Other ids are 404. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return events.map((event) => ({ id: String(event.id) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const event = events.find((candidate) => String(candidate.id) === id);
  if (!event) return new Response('No such event', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(buildEventIcs(event, { stamp: new Date(), origin: siteOrigin }), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${icsFileName(event)}"`,
    },
  });
}
