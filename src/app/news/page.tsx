import type { Metadata } from 'next';
import { Container } from '@/components/ui/Container';
import { PageHeader } from '@/components/ui/PageHeader';

export const metadata: Metadata = {
  title: 'News',
  description: 'The latest Dallas news: politics, business, sports and lifestyle.',
};

export default function Page() {
  return (
    <Container className="py-10">
      <PageHeader title="Latest News">
        <p>Politics, business, sports and lifestyle from across Dallas.</p>
      </PageHeader>
    </Container>
  );
}
