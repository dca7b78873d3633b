import type { Metadata } from 'next';
import { pageMetadata } from '@/features/seo/pageMetadata';
import { Container } from '@/components/ui/Container';
import { PageHeader } from '@/components/ui/PageHeader';

export const metadata: Metadata = pageMetadata({
  title: 'News',
  description: 'The latest Dallas news: politics, business, sports and lifestyle.',
  path: '/news',
});

export default function Page() {
  return (
    <Container className="py-10">
      <PageHeader title="Latest News">
        <p>Politics, business, sports and lifestyle from across Dallas.</p>
      </PageHeader>
    </Container>
  );
}
