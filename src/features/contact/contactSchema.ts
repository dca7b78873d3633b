import { z } from 'zod';
import { emailField } from '@/features/newsletter/newsletterSchema';

/** Longest contact message accepted, in characters. */
export const MESSAGE_MAX_LENGTH = 5000;
export const NAME_MAX_LENGTH = 100;
export const SUBJECT_MAX_LENGTH = 200;
export const PHONE_MAX_LENGTH = 30;

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
export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'subject', 'message'] as const satisfies readonly ContactField[];

/** The first message for each invalid field. */
export function fieldErrors<K extends string>(error: z.ZodError): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in errors)) errors[key as K] = issue.message;
  }
  return errors;
}

/** Reads the contact fields from a submitted form (missing fields become empty strings). */
export function contactFieldsFrom(form: FormData): Record<ContactField, string> {
  const value = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? v : '';
  };
  return {
    firstName: value('firstName'),
    lastName: value('lastName'),
    email: value('email'),
    phone: value('phone'),
    subject: value('subject'),
    message: value('message'),
  };
}
