import type { Metadata } from 'next';
import { pageMetadata } from '@/features/seo/pageMetadata';
import { Container } from '@/components/ui/Container';
import { PageHeader } from '@/components/ui/PageHeader';
import { ContactForm } from '@/features/contact/ContactForm';
import { NewsletterForm } from '@/features/newsletter/NewsletterForm';

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
      <ContactForm />
      <section aria-label="Newsletter" className="mt-10 max-w-md">
        <NewsletterForm source="contact-newsletter" />
      </section>
    </Container>
  );
}
