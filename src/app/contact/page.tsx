import type { Metadata } from 'next';
import { Container } from '@/components/ui/Container';
import { PageHeader } from '@/components/ui/PageHeader';

export const metadata: Metadata = {
  title: 'Contact Us',
  description: 'Send Dallas Local feedback, questions and story ideas.',
};

export default function Page() {
  return (
    <Container className="py-10">
      <PageHeader title="Contact Us">
        <p>We want to hear your feedback, questions and story ideas.</p>
      </PageHeader>
    </Container>
  );
}
