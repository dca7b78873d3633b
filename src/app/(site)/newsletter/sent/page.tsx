import type { Metadata } from 'next';
import { SentPage, sentPageMetadata } from '@/components/form/SentPage';
import { NEWSLETTER_SENT_PATH, SUBSCRIBED_MESSAGE } from '@/features/newsletter/messages';
import { newsletterFacts } from '@/features/newsletter/newsletterPage';

export const metadata: Metadata = sentPageMetadata({
  title: 'Check Your Inbox',
  description: 'Confirm your Dallas Local newsletter subscription with the link we mailed you.',
  path: NEWSLETTER_SENT_PATH,
});

/** Where a newsletter signup sent without JavaScript lands, from any page: the answer it shows in place with JavaScript. */
export default function Page() {
  return (
    <SentPage
      title="Check Your Inbox"
      heading={SUBSCRIBED_MESSAGE}
      text={`Follow it within ${newsletterFacts.confirmWithinHours} hours: nothing is sent to you until you do.`}
    />
  );
}
