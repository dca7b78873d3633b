import type { Metadata } from 'next';
import { Container } from '@/components/ui/Container';
import { PageHeader } from '@/components/ui/PageHeader';

export const metadata: Metadata = {
  title: 'Books',
  description: 'Books about Dallas, Texas and the craft of journalism, picked by our newsroom.',
};

export default function Page() {
  return (
    <Container className="py-10">
      <PageHeader title="Books">
        <p>Reading picked by our newsroom.</p>
      </PageHeader>
    </Container>
  );
}
