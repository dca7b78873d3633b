import type { Metadata } from 'next';
import { Container } from '@/components/ui/Container';
import { PageHeader } from '@/components/ui/PageHeader';

export const metadata: Metadata = {
  title: 'Events',
  description: 'Community events in Dallas: arts, food, sports, business and more.',
};

export default function Page() {
  return (
    <Container className="py-10">
      <PageHeader title="Community Events">
        <p>Find something to do in Dallas this month.</p>
      </PageHeader>
    </Container>
  );
}
