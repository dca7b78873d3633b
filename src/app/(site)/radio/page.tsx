import type { Metadata } from 'next';
import { pageMetadata } from '@/features/seo/pageMetadata';
import { Container } from '@/components/ui/Container';
import { PageHeader } from '@/components/ui/PageHeader';
import { RadioPlayer } from '@/features/radio/RadioPlayer';

export const metadata: Metadata = pageMetadata({
  title: 'Radio',
  description: 'Dallas Local live radio: a 24/7 live stream.',
  path: '/radio',
});

export default function Page() {
  return (
    <Container className="py-10">
      <PageHeader title="Live Radio">
        <p>24/7 live stream</p>
      </PageHeader>
      <RadioPlayer />
    </Container>
  );
}
