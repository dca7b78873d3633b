'use server';

import { headers } from 'next/headers';
import { rateLimitedMessage, SERVER_ERROR_MESSAGE } from '@/features/newsletter/messages';
import { runEventSubmission } from '@/server/forms/run';
import { submissionValuesFrom } from './submissionFields';
import type { SubmissionState } from './submissionState';

/** The event submission form's Server Action: works as a plain POST without JavaScript too. */
export async function submitEventAction(_previous: SubmissionState, form: FormData): Promise<SubmissionState> {
  const values = submissionValuesFrom(form);
  const result = await runEventSubmission(form, await headers());
  switch (result.status) {
    case 'ok':
      return { status: 'ok' };
    case 'invalid':
      return { status: 'invalid', values, errors: result.fieldErrors };
    case 'rate-limited':
      return { status: 'refused', values, message: rateLimitedMessage(result.retryAfterSeconds) };
    case 'error':
      return { status: 'refused', values, message: SERVER_ERROR_MESSAGE };
    default:
      return result satisfies never;
  }
}
