/** Submissions accepted from one client address per window (both forms together). */
export const RATE_LIMIT_MAX = 5;
export const RATE_LIMIT_WINDOW_MS = 60_000;
/**
 * Largest request body the JSON form endpoints read, in bytes: room for the largest valid contact
 * form in any encoding (5,000 characters of CJK text are 15 kB in UTF-8 and 45 kB percent-encoded;
 * src/server/forms/limits.test.ts keeps the two in agreement).
 */
export const MAX_BODY_BYTES = 64 * 1024;
/**
 * Largest Server Action body Next.js reads (its own default, 1 MB). Anything a valid form sends is far
 * below; a larger form that still fits comes back with its fields' messages, and the request guard
 * answers a body declared larger than this with 413 (src/server/http/requestGuard.ts).
 */
export const ACTION_BODY_LIMIT_BYTES = 1024 * 1024;
/** The event submission form's address: its Server Action carries a photo of up to 10 MB. */
export const EVENT_SUBMISSION_PATH = '/events/submit';
/**
 * Largest event submission body: a 10 MB photo (MAX_PHOTO_BYTES in
 * src/features/event-submission/submissionFields.ts), 16 kB of text and the multipart framing. Next.js
 * reads Server Action bodies up to this size (next.config.ts); the request guard holds every other
 * address to ACTION_BODY_LIMIT_BYTES (src/server/http/requestGuard.ts).
 */
export const EVENT_SUBMISSION_BODY_LIMIT_BYTES = 11 * 1024 * 1024;

/** Whether `url` (path and query) is the event submission form's, whose body carries a photo. */
export function isEventSubmission(url: string): boolean {
  return url.split('?', 1)[0] === EVENT_SUBMISSION_PATH;
}

/** The largest Server Action body accepted at `url` (path and query). */
export function actionBodyLimit(url: string): number {
  return isEventSubmission(url) ? EVENT_SUBMISSION_BODY_LIMIT_BYTES : ACTION_BODY_LIMIT_BYTES;
}
/** The hidden field that only robots fill in. */
export const HONEYPOT_FIELD = 'website';
