/** Submissions accepted from one client address per window (both forms together). */
export const RATE_LIMIT_MAX = 5;
export const RATE_LIMIT_WINDOW_MS = 60_000;
/** Largest request body a form endpoint reads, in bytes. */
export const MAX_BODY_BYTES = 16 * 1024;
/** The hidden field that only robots fill in. */
export const HONEYPOT_FIELD = 'website';
