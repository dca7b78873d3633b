import type { Metadata } from 'next';
import { SentPage, sentPageMetadata } from '@/components/form/SentPage';
import { SUBMISSION_SENT_HEADING, SUBMISSION_SENT_MESSAGE, SUBMISSION_SENT_PATH } from '@/features/event-submission/submissionState';

export const metadata: Metadata = sentPageMetadata({
  title: 'Event Sent for Review',
  description: 'Your event reached the Dallas Local editors, who review it before it appears on the calendar.',
  path: SUBMISSION_SENT_PATH,
});

/** Where the event submission form sent without JavaScript lands: the confirmation it shows in place with JavaScript. */
export default function Page() {
  return (
    <SentPage title="Event Sent for Review" heading={SUBMISSION_SENT_HEADING} text={SUBMISSION_SENT_MESSAGE} back={{ href: '/events', label: 'Back to the events calendar' }} />
  );
}
