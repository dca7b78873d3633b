/**
 * The mails an event's organizer gets: a confirmation when the submission arrives, and the editors'
 * decision. Plain text (the organizer's own words go in as text, never as markup), queued in the mail
 * outbox (src/server/mail/queue.ts). Free of `server-only`: the submissions collection's hook loads it.
 */
import { site } from '@/config/site';
import { formatEventDate } from '@/features/events/eventDate';
import { clockLabel } from '@/features/events/eventTimes';
import { dallasNow } from '@/features/seo/dallasTime';
import type { NewMail } from '@/server/mail/queue';

export type MailedSubmission = { title: string; startsAt: string; location: string; organizerName: string; organizerEmail: string };

/** 'December 12, 2026, 6:30 PM Dallas time': the site's date and clock (US English), on Dallas's wall clock. */
export function when(startsAt: string): string {
  const { date, time } = dallasNow(new Date(startsAt));
  return `${formatEventDate(date)}, ${clockLabel(time)} Dallas time`;
}

/** The mail confirming that a submission reached the newsroom. */
export function confirmationMail(sub: MailedSubmission): NewMail {
  return {
    kind: 'event-submission',
    to: sub.organizerEmail,
    subject: `We received your event: ${sub.title}`,
    text: [
      `Hello ${sub.organizerName},`,
      '',
      `Thank you for submitting "${sub.title}" (${when(sub.startsAt)}, ${sub.location}) to the ${site.name} calendar.`,
      'An editor will review it shortly. We will write to you again when it is approved or if we cannot list it.',
      '',
      `${site.name} community desk`,
    ].join('\n'),
  };
}

/** The editors' decision: approved (with the calendar's address) or declined with their reason. */
export function decisionMail(sub: MailedSubmission, decision: { status: 'approved'; eventsUrl: string } | { status: 'declined'; reason: string }): NewMail {
  const greeting = [`Hello ${sub.organizerName},`, ''];
  const body =
    decision.status === 'approved'
      ? [`Good news: "${sub.title}" (${when(sub.startsAt)}) is now on the ${site.name} calendar:`, decision.eventsUrl]
      : [`We are sorry: we cannot list "${sub.title}" on the ${site.name} calendar.`, '', `The editor's reason: ${decision.reason}`];
  return {
    kind: 'event-submission',
    to: sub.organizerEmail,
    subject: decision.status === 'approved' ? `Your event is on the calendar: ${sub.title}` : `About your event: ${sub.title}`,
    text: [...greeting, ...body, '', `${site.name} community desk`].join('\n'),
  };
}
