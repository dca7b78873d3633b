import { z } from 'zod';
import { emailField } from '@/features/newsletter/newsletterSchema';
import { CONTACT_FIELDS, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH, SUBJECT_MAX_LENGTH } from './contactFields';

export { CONTACT_FIELDS, contactFieldsFrom, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH, SUBJECT_MAX_LENGTH } from './contactFields';

// Control characters (NUL, escape sequences, raw line breaks where a field has one line) corrupt
// what reads the data later: logs, terminals, e-mail headers. The message keeps its lines and tabs.
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/;
/** Nothing a reader would see: white space, format characters (zero-width, bidi controls) and fillers. */
const INVISIBLE_ONLY = /^[\s\p{Cf}\u115f\u1160\u3164\uffa0\u2800]*$/u;

const required = (what: string, max: number, control = CONTROL_IN_LINE) =>
  z
    .string({ error: `Please enter ${what}.` })
    .trim()
    .refine((text) => !INVISIBLE_ONLY.test(text), `Please enter ${what}.`)
    .refine((text) => !control.test(text), `Please remove the hidden control characters from ${what}.`)
    .refine((text) => text.length <= max, `Please keep ${what} to ${max.toLocaleString('en-US')} characters or fewer.`);

/** The contact form, checked in the browser before sending and again on the server. */
export const contactSchema = z.object({
  firstName: required('your first name', NAME_MAX_LENGTH),
  lastName: required('your last name', NAME_MAX_LENGTH),
  email: emailField,
  phone: z
    .string()
    .trim()
    .max(PHONE_MAX_LENGTH, `Please keep the phone number to ${PHONE_MAX_LENGTH} characters or fewer.`)
    .regex(/^$|^\+?[0-9 ().-]{7,}$/, 'Please enter a phone number like 214-555-0100, or leave it empty.')
    .optional()
    .transform((phone) => (phone ? phone : null)),
  subject: required('a subject', SUBJECT_MAX_LENGTH),
  // Browsers submit a textarea's line breaks as CRLF but count them as one character: so do we.
  message: z
    .string({ error: 'Please enter your message.' })
    .transform((text) => text.replace(/\r\n?/g, '\n'))
    .pipe(required('your message', MESSAGE_MAX_LENGTH, CONTROL_IN_TEXT)),
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
