import type { Metadata } from 'next';
import { pageMetadata } from '@/features/seo/pageMetadata';
import { OrganizationJsonLd } from '@/features/seo/OrganizationJsonLd';
import { Container } from '@/components/ui/Container';
import { PageHeader } from '@/components/ui/PageHeader';

export const metadata: Metadata = pageMetadata({
  title: 'About Us',
  description: 'Who we are: Dallas Local, trusted local news since 2022.',
  path: '/about',
});

export default function Page() {
  return (
    <Container className="py-10">
      <OrganizationJsonLd />
      <PageHeader title="About Us">
        <p>Trusted local news since 2022.</p>
      </PageHeader>
    </Container>
  );
}
