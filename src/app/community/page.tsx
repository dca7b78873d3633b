import type { Metadata } from 'next';
import { Container } from '@/components/ui/Container';
import { PageHeader } from '@/components/ui/PageHeader';

export const metadata: Metadata = {
  title: 'Community',
  description: 'Dallas community groups, initiatives and resources.',
};

export default function Page() {
  return (
    <Container className="py-10">
      <PageHeader title="Community">
        <p>Groups, initiatives and resources that bring Dallas neighbours together.</p>
      </PageHeader>
    </Container>
  );
}
