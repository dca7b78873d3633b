import 'server-only';
import { getStore } from '@/server/db/client';
import { clientAddress } from './clientAddress';
import { failureLogLine } from './failureLog';
import { submitContact, submitNewsletter, type SubmissionResult } from './submissions';
import type { ContactField } from '@/features/contact/contactSchema';

/**
 * Runs a submission against the process's database; a storage failure becomes `error`, logged as one
 * line without the submitted values (src/server/forms/failureLog.ts).
 */
async function run<F extends string>(
  name: string,
  submit: (form: FormData, deps: { store: Awaited<ReturnType<typeof getStore>>; clientKey: string }) => Promise<SubmissionResult<F>>,
  form: FormData,
  headers: Pick<Headers, 'get'>,
): Promise<SubmissionResult<F>> {
  try {
    const store = await getStore();
    return await submit(form, { store, clientKey: clientAddress(headers) });
  } catch (error) {
    console.error(failureLogLine(name, error));
    return { status: 'error' };
  }
}

export const runNewsletter = (form: FormData, headers: Pick<Headers, 'get'>) => run<'email'>('newsletter', submitNewsletter, form, headers);
export const runContact = (form: FormData, headers: Pick<Headers, 'get'>) => run<ContactField>('contact', submitContact, form, headers);
