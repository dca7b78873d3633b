import Link from 'next/link';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { NewsletterPanel } from './NewsletterPanel';
import { NEWSLETTER_PAGE_SOURCE, newsletterFacts } from './newsletterPage';

/** `/newsletter`: what the newsletter is, when it comes, and the signup. */
export function NewsletterPage() {
  const { dailyAt, weeklyOn, topics, confirmWithinHours } = newsletterFacts;
  return (
    <div className="grid grid-cols-1 gap-10 lg:grid-cols-3">
      {/* First on a phone, beside the details on a wide screen. */}
      <div className="lg:order-2">
        <NewsletterPanel headingId="newsletter-signup" heading="Sign up" source={NEWSLETTER_PAGE_SOURCE}>
          Free. We send a link to confirm your address first, and nothing else until you follow it.
        </NewsletterPanel>
      </div>
      <div className="space-y-10 lg:order-1 lg:col-span-2">
        <section aria-labelledby="newsletter-what">
          <SectionHeading id="newsletter-what">What you get</SectionHeading>
          <ul className="list-disc space-y-3 pl-5 leading-relaxed text-ink marker:text-accent">
            <li>
              <strong>Every morning at {dailyAt}</strong>: the stories we published since the day before, each with its
              headline, a short summary and a link to read it in full.
            </li>
            <li>
              <strong>Or once a week</strong>, on {weeklyOn}: the week’s stories, for weekend reading.
            </li>
            <li>
              <strong>Only the topics you want</strong>: {topics}. Choose none and you get them all.
            </li>
            <li>No mail on a day without new stories, and no advertising.</li>
          </ul>
        </section>
        <section aria-labelledby="newsletter-how">
          <SectionHeading id="newsletter-how">How it works</SectionHeading>
          <ol className="list-decimal space-y-3 pl-5 leading-relaxed text-ink marker:font-bold">
            <li>Enter your email address and press Subscribe.</li>
            <li>
              Open the mail we send, follow its link within {confirmWithinHours} hours and press Confirm my subscription.
              Until you do, you get nothing from us.
            </li>
            <li>
              Every newsletter ends with a link to change your topics or switch between daily and weekly, and one to
              unsubscribe in a single click.
            </li>
          </ol>
          <p className="mt-4 leading-relaxed text-muted">
            We use your address to send the newsletters you ask for and nothing else, and we never sell it. Read our{' '}
            <Link href="/privacy" className="font-semibold text-accent underline underline-offset-4">
              Privacy Policy
            </Link>
            , or{' '}
            <Link href="/contact" className="font-semibold text-accent underline underline-offset-4">
              write to the newsroom
            </Link>
            .
          </p>
        </section>
      </div>
    </div>
  );
}
