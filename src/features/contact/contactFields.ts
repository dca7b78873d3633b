/**
 * The contact form's fields and limits, without zod: the form needs them at first load, while the
 * zod schema (contactSchema.ts) is loaded only when a reader submits.
 */

/** Longest contact message accepted, in characters. */
export const MESSAGE_MAX_LENGTH = 5000;
export const NAME_MAX_LENGTH = 100;
export const SUBJECT_MAX_LENGTH = 200;
export const PHONE_MAX_LENGTH = 30;

export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'subject', 'message'] as const;

/** Reads the contact fields from a submitted form (missing fields become empty strings). */
export function contactFieldsFrom(form: FormData): Record<(typeof CONTACT_FIELDS)[number], string> {
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
