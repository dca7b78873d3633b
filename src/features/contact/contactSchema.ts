import { z } from 'zod';
import { emailField } from '@/features/newsletter/newsletterSchema';
import { CONTACT_FIELDS, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH, SUBJECT_MAX_LENGTH } from './contactFields';

export { CONTACT_FIELDS, contactFieldsFrom, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH, SUBJECT_MAX_LENGTH } from './contactFields';

const required = (what: string, max: number) =>
  z
    .string({ error: `Please enter ${what}.` })
    .trim()
    .min(1, `Please enter ${what}.`)
    .max(max, `Please keep ${what} to ${max.toLocaleString('en-US')} characters or fewer.`);

/** The contact form, checked in the browser before sending and again on the server. */
export const contactSchema = z.object({
  firstName: required('your first name', NAME_MAX_LENGTH),
  lastName: required('your last name', NAME_MAX_LENGTH),
  email: emailField,
  phone: z
    .string()
    .trim()
    .max(PHONE_MAX_LENGTH, `Please keep the phone number to ${PHONE_MAX_LENGTH} characters or fewer.`)
    .regex(/^$|^\+?[0-9 ().-]{7,}$/, 'Please enter a phone number with digits only, like 214-555-0100, or leave it empty.')
    .optional()
    .transform((phone) => (phone ? phone : null)),
  subject: required('a subject', SUBJECT_MAX_LENGTH),
  // Browsers submit a textarea's line breaks as CRLF but count them as one character: so do we.
  message: z
    .string({ error: 'Please enter your message.' })
    .transform((text) => text.replace(/\r\n?/g, '\n'))
    .pipe(required('your message', MESSAGE_MAX_LENGTH)),
});
export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput;
// The field list (kept free of zod for the browser's first load) must name exactly the schema's fields.
CONTACT_FIELDS satisfies readonly ContactField[];

/** The first message for each invalid field. */
export function fieldErrors<K extends string>(error: z.ZodError): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in errors)) errors[key as K] = issue.message;
  }
  return errors;
}
