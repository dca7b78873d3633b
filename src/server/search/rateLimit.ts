/**
 * Searches one client address may make per minute, counted like the forms' submissions (one atomic
 * counter in PostgreSQL per client and minute, src/server/db/store.ts), in a bucket of their own.
 * `SEARCH_RATE_LIMIT` sets the number (default 30); `0` turns the limit off.
 */
import type { RateLimitVerdict, Store } from '@/server/db/store';
import { RATE_LIMIT_WINDOW_MS } from '@/server/forms/limits';

export const DEFAULT_SEARCH_RATE_LIMIT = 30;

/** The configured limit; anything but a whole number of zero or more means the default. */
export function searchRateLimit(env: Record<string, string | undefined> = process.env): number {
  const raw = env.SEARCH_RATE_LIMIT?.trim();
  return raw && /^\d{1,6}$/.test(raw) ? Number(raw) : DEFAULT_SEARCH_RATE_LIMIT;
}

/** The client's key in the shared counter table: the forms count the bare address. */
export const searchClientKey = (clientKey: string) => `search ${clientKey}`;

/** Counts one search by `clientKey` (the window is the forms' minute, so their cleanup keeps both). */
export async function admitSearch(store: Pick<Store, 'hitRateLimit'>, clientKey: string, limit: number, now?: Date): Promise<RateLimitVerdict> {
  if (limit === 0) return { allowed: true };
  return store.hitRateLimit(searchClientKey(clientKey), limit, RATE_LIMIT_WINDOW_MS, now);
}

export function searchRateLimitedMessage(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds <= 1 ? 'a second' : `${retryAfterSeconds} seconds`;
  return `You have searched many times in the last minute. Please wait ${wait} and search again.`;
}
