import type { FormState } from '@/components/form/formState';
import type { SubmissionField, SubmissionValues } from './submissionFields';

/** The submission form's state, as the Server Action returns it (`values` refill the fields). */
export type SubmissionState = FormState<SubmissionField, SubmissionValues>;
