import type { Metadata } from 'next';
import { pageMetadata } from '@/features/seo/pageMetadata';
import { EventsJsonLd } from '@/features/seo/EventsJsonLd';
import { Container } from '@/components/ui/Container';
import { PageHeader } from '@/components/ui/PageHeader';

export const metadata: Metadata = pageMetadata({
  title: 'Events',
  description: 'Community events in Dallas: arts, food, sports, business and more.',
  path: '/events',
});

export default function Page() {
  return (
    <Container className="py-10">
      <EventsJsonLd />
      <PageHeader title="Community Events">
        <p>Find something to do in Dallas this month.</p>
      </PageHeader>
    </Container>
  );
}
