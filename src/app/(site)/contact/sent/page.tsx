import type { Metadata } from 'next';
import { SentPage, sentPageMetadata } from '@/components/form/SentPage';
import { CONTACT_SENT_HEADING, CONTACT_SENT_MESSAGE, CONTACT_SENT_PATH } from '@/features/newsletter/messages';

export const metadata: Metadata = sentPageMetadata({
  title: 'Message Sent',
  description: 'Your message reached the Dallas Local newsroom.',
  path: CONTACT_SENT_PATH,
});

/** Where the contact form sent without JavaScript lands: the confirmation it shows in place with JavaScript. */
export default function Page() {
  return (
    <SentPage title="Message Sent" heading={CONTACT_SENT_HEADING} text={CONTACT_SENT_MESSAGE} />
  );
}
