import type { Metadata } from 'next';
import { Container } from '@/components/ui/Container';
import { site } from '@/config/site';
import { pageMetadata } from '@/features/seo/pageMetadata';
import { OrganizationJsonLd } from '@/features/seo/OrganizationJsonLd';

export const metadata: Metadata = pageMetadata({
  title: site.hubTitle,
  absoluteTitle: true,
  description: site.description,
  path: '/',
});

export default function HomePage() {
  return (
    <Container className="py-10">
      <OrganizationJsonLd />
      <h1 className="sr-only">{site.name}: news and community for Dallas</h1>
    </Container>
  );
}
