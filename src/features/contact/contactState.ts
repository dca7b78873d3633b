import type { ContactField } from './contactSchema';

/** The contact form's state, as the Server Action returns it (`values` refill the fields). */
export type ContactState =
  | { status: 'idle' }
  | { status: 'ok' }
  | { status: 'invalid'; values: Record<ContactField, string>; errors: Partial<Record<ContactField, string>> }
  | { status: 'refused'; values: Record<ContactField, string>; message: string };

export const initialContactState: ContactState = { status: 'idle' };
