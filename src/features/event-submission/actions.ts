'use server';

import { headers } from 'next/headers';
import { runEventSubmission } from '@/server/forms/run';
import { redirectPlainPost } from '@/server/forms/sentRedirect';
import { submissionAnswer, SUBMISSION_SENT_PATH, type SubmissionState } from './submissionState';

/**
 * The event submission form's Server Action: works as a plain POST without JavaScript too, which once
 * stored is answered with a 303 to the confirmation page (a refusal comes back in place, with the form).
 */
export async function submitEventAction(_previous: SubmissionState, form: FormData): Promise<SubmissionState> {
  const requestHeaders = await headers();
  const result = await runEventSubmission(form, requestHeaders);
  if (result.status === 'ok') redirectPlainPost(requestHeaders, SUBMISSION_SENT_PATH);
  return submissionAnswer(result, form);
}
