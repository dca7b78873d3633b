import type { Metadata } from 'next';
import { Container } from '@/components/ui/Container';
import { PageHeader } from '@/components/ui/PageHeader';
import { SubmitEventForm } from '@/features/event-submission/SubmitEventForm';
import { pageMetadata } from '@/features/seo/pageMetadata';

export const metadata: Metadata = pageMetadata({
  title: 'Submit an Event',
  description: 'Send your Dallas community event to the Dallas Local calendar: our editors review every submission.',
  path: '/events/submit',
});

export default function Page() {
  return (
    <Container className="py-10">
      <PageHeader title="Submit an Event">
        <p>
          Organizing something for Dallas neighbors? Tell us about it. An editor reviews every submission before it
          appears on the{' '}
          <a href="/events" className="font-semibold text-brand underline underline-offset-2 hover:text-brand-dark">
            events calendar
          </a>
          , and we email you the decision. Times are Dallas time.
        </p>
      </PageHeader>
      <section aria-label="Event details" className="max-w-3xl rounded-md border border-rule bg-white p-6 shadow-sm">
        <SubmitEventForm />
      </section>
    </Container>
  );
}
