import type { Metadata } from 'next';
import { pageMetadata } from '@/features/seo/pageMetadata';
import { EventsJsonLd } from '@/features/seo/EventsJsonLd';
import { Container } from '@/components/ui/Container';
import { PageHeader } from '@/components/ui/PageHeader';
import { AdSlot } from '@/features/ads/AdSlot';
import { housePromotionFor } from '@/features/ads/housePromotions';
import { EventsExplorer } from '@/features/events/EventsExplorer';
import { SubmitEventCard } from '@/features/events/SubmitEventCard';
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

export default async function Page() {
  const events = await siteEvents();
  return (
    <Container className="py-10">
      <EventsJsonLd events={events} />
      <PageHeader title="Community Events">
        <p>Festivals, markets, meetings and volunteer days around Dallas. Pick a day or a category to narrow the list.</p>
        <p className="mt-2">
          <a href="/events.ics" className="font-semibold text-brand underline underline-offset-2 hover:text-brand-dark">
            Subscribe in your calendar
          </a>{' '}
          to get upcoming events in Google Calendar, Apple Calendar or Outlook.
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
