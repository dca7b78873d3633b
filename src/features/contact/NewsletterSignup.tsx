import { NewsletterForm } from '@/features/newsletter/NewsletterForm';
import { CONTACT_NEWSLETTER_SOURCE } from './contactPage';

/** The Contact page's newsletter panel: one email field and a Subscribe button. */
export function NewsletterSignup() {
  return (
    <section id="newsletter" aria-labelledby="newsletter-heading" className="rounded-md bg-brand p-6 text-white shadow-sm">
      <h2 id="newsletter-heading" className="font-serif text-2xl font-bold">
        Subscribe to Our Newsletter
      </h2>
      <p className="mt-2 mb-4 text-sm leading-relaxed text-white/85">
        The day’s Dallas news, events and community stories in your inbox every morning. Free, and you can leave any time.
      </p>
      <NewsletterForm source={CONTACT_NEWSLETTER_SOURCE} tone="dark" />
    </section>
  );
}
