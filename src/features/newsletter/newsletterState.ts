/** The newsletter form's state, as the Server Action returns it (`email` refills the field). */
export type NewsletterState =
  | { status: 'idle' }
  | { status: 'ok' }
  | { status: 'invalid'; email: string; error: string }
  | { status: 'refused'; email: string; message: string };

export const initialNewsletterState: NewsletterState = { status: 'idle' };
