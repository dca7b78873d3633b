import type { Metadata } from 'next';
import { pageMetadata } from '@/features/seo/pageMetadata';
import { Container } from '@/components/ui/Container';
import { PageHeader } from '@/components/ui/PageHeader';

export const metadata: Metadata = pageMetadata({
  title: 'Contact Us',
  description: 'Send Dallas Local feedback, questions and story ideas.',
  path: '/contact',
});

export default function Page() {
  return (
    <Container className="py-10">
      <PageHeader title="Contact Us">
        <p>We want to hear your feedback, questions and story ideas.</p>
      </PageHeader>
    </Container>
  );
}
