import type { Metadata } from 'next';
import { absoluteUrl, pageMetadata } from '@/features/seo/pageMetadata';
import { EventsJsonLd } from '@/features/seo/EventsJsonLd';
import { Container } from '@/components/ui/Container';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { PageHeader } from '@/components/ui/PageHeader';
import { AdSlot } from '@/features/ads/AdSlot';
import { housePromotionFor } from '@/features/ads/housePromotions';
import { EventsExplorer } from '@/features/events/EventsExplorer';
import { SubmitEventCard } from '@/features/events/SubmitEventCard';
import { googleCalendarUrl, webcalUrl } from '@/features/events/subscribe';
import { siteEvents } from '@/server/content/events';

export const metadata: Metadata = pageMetadata({
  title: 'Events',
  description: 'Community events in Dallas: arts, food, sports, business and more.',
  path: '/events',
});

/** The moment of rendering: the static page is regenerated every 5 minutes, so this stays recent. */
function renderedAt(): number {
  return Date.now();
}

/** The subscription feed of upcoming events (src/app/(site)/events.ics/route.ts). */
const EVENTS_FEED = '/events.ics';
const linkClass = 'font-semibold text-brand underline underline-offset-2 hover:text-brand-dark';

export default async function Page() {
  const events = await siteEvents();
  return (
    <Container className="py-10">
      <EventsJsonLd events={events} />
      <PageHeader title="Community Events">
        <p>Festivals, markets, meetings and volunteer days around Dallas. Pick a day or a category to narrow the list.</p>
        <p className="mt-2">
          Subscribe to upcoming events in{' '}
          <ExternalLink href={googleCalendarUrl(absoluteUrl(EVENTS_FEED))} className={linkClass}>
            Google Calendar
          </ExternalLink>{' '}
          or{' '}
          <a href={webcalUrl(absoluteUrl(EVENTS_FEED))} className={linkClass}>
            Apple Calendar or Outlook
          </a>
          , or get{' '}
          <a href={EVENTS_FEED} className={linkClass}>
            the calendar file
          </a>{' '}
          for another calendar.
        </p>
      </PageHeader>
      <EventsExplorer
        events={events}
        renderedAt={renderedAt()}
        aside={
          <>
            <SubmitEventCard />
            <AdSlot bannerId="events-sidebar" promotion={housePromotionFor('events-sidebar', ['events', 'submitEvent'])} />
          </>
        }
      />
    </Container>
  );
}
