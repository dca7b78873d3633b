import type { Metadata } from 'next';
import { pageMetadata } from '@/features/seo/pageMetadata';
import { Container } from '@/components/ui/Container';
import { PageHeader } from '@/components/ui/PageHeader';

export const metadata: Metadata = pageMetadata({
  title: 'Books',
  description: 'Books about Dallas, Texas and the craft of journalism, picked by our newsroom.',
  path: '/books',
});

export default function Page() {
  return (
    <Container className="py-10">
      <PageHeader title="Books">
        <p>Reading picked by our newsroom.</p>
      </PageHeader>
    </Container>
  );
}
