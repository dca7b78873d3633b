import type { SubmissionField, SubmissionValues } from './submissionFields';

/** The submission form's state, as the Server Action returns it (`values` refill the fields). */
export type SubmissionState =
  | { status: 'idle' }
  | { status: 'ok' }
  | { status: 'invalid'; values: SubmissionValues; errors: Partial<Record<SubmissionField, string>> }
  | { status: 'refused'; values: SubmissionValues; message: string };

export const initialSubmissionState: SubmissionState = { status: 'idle' };
