import type { FormState } from '@/components/form/formState';
import { rateLimitedMessage, SERVER_ERROR_MESSAGE } from '@/features/newsletter/messages';
import type { SubmissionResult } from '@/server/forms/submissions';
import { photoFrom, submissionValuesFrom, type SubmissionField, type SubmissionValues } from './submissionFields';

/**
 * The submission form's state, as the Server Action returns it (`values` refill the fields). A file input
 * cannot be refilled: `photoDropped` says that the refused submission had a photo, which the page that
 * answers it without JavaScript no longer holds.
 */
export type SubmissionState = FormState<SubmissionField, SubmissionValues> & { photoDropped?: boolean };

/** The confirmation: in place of the form, or on SUBMISSION_SENT_PATH, where the form sent without JavaScript lands. */
export const SUBMISSION_SENT_HEADING = 'Thank you: your event was sent to our editors.';
export const SUBMISSION_SENT_MESSAGE =
  'We emailed you a confirmation. An editor reviews every event before it appears on the calendar, and we will write to you with the decision.';
export const SUBMISSION_SENT_PATH = '/events/submit/sent';

/** Shown by the photo field when the form comes back without the reader's photo. */
export const PHOTO_AGAIN_MESSAGE = 'Please choose your photo again: browsers do not keep a chosen file when a form comes back with errors.';

/** The Server Action's answer to a submission: refused ones keep what the reader typed, and say whether a photo was sent. */
export function submissionAnswer(result: SubmissionResult<SubmissionField>, form: FormData): SubmissionState {
  if (result.status === 'ok') return { status: 'ok' };
  const values = submissionValuesFrom(form);
  const photo = photoFrom(form) ? { photoDropped: true } : {};
  switch (result.status) {
    case 'invalid':
      return { status: 'invalid', values, errors: result.fieldErrors, ...photo };
    case 'rate-limited':
      return { status: 'refused', values, message: rateLimitedMessage(result.retryAfterSeconds), ...photo };
    case 'error':
      return { status: 'refused', values, message: SERVER_ERROR_MESSAGE, ...photo };
    default:
      return result satisfies never;
  }
}

/**
 * Whether the photo field asks the reader to choose their photo again: the answer came back for a
 * submission with a photo, and the file input no longer holds it. Without JavaScript it never does (the
 * page is new); with it, the form is checked and sent without being reset, so the file stays and
 * `photoChosen` says so (React resets a form only when it runs the form's action itself, for a form sent
 * before the page was ready). An error about the photo says what to do by itself.
 */
export function photoAgainShown(state: SubmissionState, photoChosen: boolean): boolean {
  if (state.status !== 'invalid' && state.status !== 'refused') return false;
  if (state.status === 'invalid' && state.errors.photo) return false;
  return state.photoDropped === true && !photoChosen;
}
