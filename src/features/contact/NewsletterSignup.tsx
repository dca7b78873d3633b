import { NewsletterPanel } from '@/features/newsletter/NewsletterPanel';
import { CONTACT_NEWSLETTER_SOURCE } from './contactPage';

/** The Contact page's newsletter panel: one email field and a Subscribe button. */
export function NewsletterSignup() {
  return (
    <NewsletterPanel id="newsletter" headingId="newsletter-heading" heading="Subscribe to Our Newsletter" source={CONTACT_NEWSLETTER_SOURCE}>
      The day’s Dallas news, events and community stories in your inbox every morning. Free, and you can leave any time.
    </NewsletterPanel>
  );
}
