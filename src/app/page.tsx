import type { Metadata } from 'next';
import { Container } from '@/components/ui/Container';
import { site } from '@/config/site';

export const metadata: Metadata = {
  title: { absolute: site.hubTitle },
};

export default function HomePage() {
  return (
    <Container className="py-10">
      <h1 className="sr-only">{site.name}: news and community for Dallas</h1>
    </Container>
  );
}
