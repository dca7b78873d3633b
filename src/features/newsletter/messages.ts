/** What the reader reads after a submission of either form (plain text, never HTML). */
/** The same whether the address was new, pending or confirmed: nobody learns who subscribes. */
export const SUBSCRIBED_MESSAGE = 'Check your inbox: we sent you a link to confirm your subscription.';
export const CONTACT_SENT_HEADING = 'Thank you, your message has been sent.';
export const CONTACT_SENT_MESSAGE =
  'Our newsroom reads every message. If you asked a question or sent a story tip, an editor will reply to the email address you gave within two business days.';
/** Where a form sent without JavaScript lands once stored (Post/Redirect/Get, src/server/forms/sentRedirect.ts). */
export const NEWSLETTER_SENT_PATH = '/newsletter/sent';
export const CONTACT_SENT_PATH = '/contact/sent';
export const SERVER_ERROR_MESSAGE = 'Sorry, we could not save that just now. Please try again in a minute.';
export const TOO_LARGE_MESSAGE = 'That is too much text to send at once. Please shorten your message and try again.';

export function rateLimitedMessage(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds <= 1 ? 'a second' : `${retryAfterSeconds} seconds`;
  return `You have sent several forms in the last minute. Please wait ${wait} and try again.`;
}

export function correctFieldsMessage(count: number): string {
  return count === 1 ? 'Please correct the highlighted field.' : `Please correct the ${count} highlighted fields.`;
}
