import type { Metadata } from 'next';
import { Container } from '@/components/ui/Container';
import { PageHeader } from '@/components/ui/PageHeader';
import { NewsletterPage } from '@/features/newsletter/NewsletterPage';
import { NEWSLETTER_PATH, newsletterFacts } from '@/features/newsletter/newsletterPage';
import { pageMetadata } from '@/features/seo/pageMetadata';

export const metadata: Metadata = pageMetadata({
  title: 'Newsletter',
  description: `Dallas news in your inbox, free: every morning at ${newsletterFacts.dailyAt}, or once a week, on the topics you choose.`,
  path: NEWSLETTER_PATH,
});

/** `/newsletter`: the newsletter explained, with its signup. */
export default function Page() {
  return (
    <Container className="py-10">
      <PageHeader title="Newsletter">
        <p>The Dallas news you need, in your inbox, from the Dallas Local newsroom.</p>
      </PageHeader>
      <NewsletterPage />
    </Container>
  );
}
