'use server';

import { headers } from 'next/headers';
import { runEventSubmission } from '@/server/forms/run';
import { submissionAnswer, type SubmissionState } from './submissionState';

/** The event submission form's Server Action: works as a plain POST without JavaScript too. */
export async function submitEventAction(_previous: SubmissionState, form: FormData): Promise<SubmissionState> {
  return submissionAnswer(await runEventSubmission(form, await headers()), form);
}
