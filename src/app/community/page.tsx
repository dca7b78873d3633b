import type { Metadata } from 'next';
import { pageMetadata } from '@/features/seo/pageMetadata';
import { Container } from '@/components/ui/Container';
import { PageHeader } from '@/components/ui/PageHeader';

export const metadata: Metadata = pageMetadata({
  title: 'Community',
  description: 'Dallas community groups, initiatives and resources.',
  path: '/community',
});

export default function Page() {
  return (
    <Container className="py-10">
      <PageHeader title="Community">
        <p>Groups, initiatives and resources that bring Dallas neighbours together.</p>
      </PageHeader>
    </Container>
  );
}
