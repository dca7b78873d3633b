import 'server-only';
import { site } from '@/config/site';
import { getStore } from '@/server/db/client';
import { clientAddress } from './clientAddress';
import { failureLogLine } from './failureLog';
import { newsletterContext } from '@/server/newsletter/context';
import { nudgeMailRunner } from '@/server/newsletter/nudge';
import { forwardContactMessage, requestSubscription } from '@/server/newsletter/service';
import { sitePayload } from '@/cms/start';
import { tipFromMessage } from '@/features/tips/tipStatus';
import { submitContact, submitNewsletter, type SubmissionMail, type SubmissionResult, type SubmissionTips } from './submissions';
import type { ContactField } from '@/features/contact/contactSchema';
import type { SubmissionField } from '@/features/event-submission/submissionFields';
import { confirmationMail } from '@/server/events/submissionMail';
import { queueMails } from '@/server/mail/outbox';
import { submitEvent } from '@/server/events/submitEvent';

/**
 * Runs a submission against the process's database; a storage failure becomes `error`, logged as one
 * line without the submitted values (src/server/forms/failureLog.ts).
 */
async function run<F extends string>(
  name: string,
  submit: (form: FormData, deps: { store: Awaited<ReturnType<typeof getStore>>; clientKey: string; mail: SubmissionMail; tips: SubmissionTips }) => Promise<SubmissionResult<F>>,
  form: FormData,
  headers: Pick<Headers, 'get'>,
): Promise<SubmissionResult<F>> {
  try {
    const store = await getStore();
    return await submit(form, { store, clientKey: clientAddress(headers), mail, tips });
  } catch (error) {
    console.error(failureLogLine(name, error));
    return { status: 'error' };
  }
}

/** Signups get a confirmation mail; contact messages go to NEWSROOM_EMAIL (the site's address when unset). */
const mail: SubmissionMail = {
  subscribed: async (email, source) => {
    if ((await requestSubscription(await newsletterContext(), email, source)) === 'queued') nudgeMailRunner();
  },
  contacted: async (message) => {
    const ctx = await newsletterContext();
    await forwardContactMessage(ctx.db, message, process.env.NEWSROOM_EMAIL?.trim() || site.email);
    nudgeMailRunner();
  },
};

/** A story idea becomes a `tips` document (status new) in the admin. */
const tips: SubmissionTips = {
  received: async (message) => {
    await (await sitePayload()).create({ collection: 'tips', data: tipFromMessage(message, new Date()), overrideAccess: true });
  },
};

export const runNewsletter = (form: FormData, headers: Pick<Headers, 'get'>) => run<'email'>('newsletter', submitNewsletter, form, headers);
export const runContact = (form: FormData, headers: Pick<Headers, 'get'>) => run<ContactField>('contact', submitContact, form, headers);

/** A reader's event submission, stored through Payload (pending until an editor decides). */
export const runEventSubmission = (form: FormData, headers: Pick<Headers, 'get'>) =>
  run<SubmissionField>(
    'event-submission',
    (data, deps) =>
      submitEvent(data, {
        ...deps,
        // Payload loads on the first submission, not with the contact and newsletter forms.
        save: async (event) => {
          const [{ sitePayload }, { saveSubmission }] = await Promise.all([import('@/cms/start'), import('@/server/events/saveSubmission')]);
          return saveSubmission(await sitePayload(), event);
        },
        confirm: (event) => queueMails([confirmationMail(event)]),
      }),
    form,
    headers,
  );
