/**
 * When to try a message again, and whether an SMTP failure is worth another try. Pure: the sender
 * passes the clock in.
 */

/** The first retry waits a minute; each later one twice as long, up to six hours. */
export const FIRST_RETRY_MS = 60_000;
export const MAX_RETRY_MS = 6 * 60 * 60_000;
/** After this many failed attempts a temporary failure is given up as failed (about 1.5 days in all). */
export const MAX_ATTEMPTS = 10;
/** Permanent refusals in a row after which an address is marked bouncing and gets no more newsletters. */
export const BOUNCES_BEFORE_BOUNCING = 3;

/** The wait after the `attempts`-th failed attempt (1-based). */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(exponent, 30));
}

export type FailureKind = 'permanent' | 'temporary';

/**
 * A 5xx answer from the SMTP server is a permanent refusal (RFC 5321 4.2.1); a 4xx answer, a refused
 * or dropped connection, a timeout or any other error is temporary.
 */
export function failureKind(error: unknown): FailureKind {
  const code = typeof error === 'object' && error !== null ? (error as { responseCode?: unknown }).responseCode : undefined;
  return typeof code === 'number' && code >= 500 && code < 600 ? 'permanent' : 'temporary';
}

export type FailureOutcome = { status: 'failed' } | { status: 'queued'; nextAttemptAt: Date };

/** What becomes of a message whose `attempts`-th attempt failed. */
export function afterFailure(kind: FailureKind, attempts: number, now: Date): FailureOutcome {
  if (kind === 'permanent' || attempts >= MAX_ATTEMPTS) return { status: 'failed' };
  return { status: 'queued', nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) };
}
