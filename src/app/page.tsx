import type { Metadata } from 'next';
import { Container } from '@/components/ui/Container';
import { site } from '@/config/site';
import { pageMetadata } from '@/features/seo/pageMetadata';
import { NewsletterForm } from '@/features/newsletter/NewsletterForm';

export const metadata: Metadata = pageMetadata({
  title: site.hubTitle,
  absoluteTitle: true,
  description: site.description,
  path: '/',
});

export default function HomePage() {
  return (
    <Container className="py-10">
      <h1 className="sr-only">{site.name}: news and community for Dallas</h1>
      <section aria-labelledby="daily-updates" className="max-w-sm rounded-lg bg-brand p-5">
        <h2 id="daily-updates" className="mb-3 text-lg font-bold text-white">Get Daily Updates</h2>
        <NewsletterForm source="home-daily-updates" label="Your email address" tone="dark" />
      </section>
    </Container>
  );
}
