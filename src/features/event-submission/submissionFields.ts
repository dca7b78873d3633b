/**
 * The event submission form's fields and limits, without zod: the form needs them at first load, while
 * the zod schema (submitEventSchema.ts) is loaded only when a reader submits.
 */

export const TITLE_MAX_LENGTH = 200;
export const LOCATION_MAX_LENGTH = 200;
/** The events collection's own limit (src/cms/collections/Events.ts), as the contact form's message. */
export const DESCRIPTION_MAX_LENGTH = 5000;
export const NAME_MAX_LENGTH = 100;
export const LINK_MAX_LENGTH = 2000;
export const PHOTO_ALT_MAX_LENGTH = 300;
/** All the text of one submission together, in UTF-8 bytes. */
export const MAX_TEXT_BYTES = 16 * 1024;
/** Largest photo, in bytes. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** The photo types the form offers (the server reads the real format from the bytes). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

export const SUBMISSION_TEXT_FIELDS = [
  'title',
  'date',
  'startTime',
  'endTime',
  'location',
  'category',
  'description',
  'organizerName',
  'organizerEmail',
  'link',
  'photoAlt',
] as const;
export type SubmissionTextField = (typeof SUBMISSION_TEXT_FIELDS)[number];
export type SubmissionField = SubmissionTextField | 'photo';

export type SubmissionValues = Record<SubmissionTextField, string>;

/** Reads the text fields from a submitted form (missing fields become empty strings). */
export function submissionValuesFrom(form: FormData): SubmissionValues {
  const values = {} as SubmissionValues;
  for (const name of SUBMISSION_TEXT_FIELDS) {
    const value = form.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** The attached photo, or null when none was chosen (browsers send an empty file part then). */
export function photoFrom(form: FormData): File | null {
  const value = form.get('photo');
  return value instanceof File && value.size > 0 ? value : null;
}
