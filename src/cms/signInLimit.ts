/**
 * The newsroom's sign-in limit, in front of Payload's `POST /api/users/login` and
 * `/api/users/forgot-password` (src/app/(payload)/api/[...slug]/route.ts).
 *
 * Payload's own account lock (5 failures, counted until the next good sign-in) let anyone who knew an
 * editor's address lock that account again and again from one machine, and its own message ("This user
 * is locked") told a stranger which addresses have accounts. Instead, failed sign-ins are counted here,
 * in the forms' counter table (src/server/db/store.ts), per quarter hour:
 * - per client address: SIGN_IN_FAILURES_PER_ADDRESS; past it, that client's sign-ins are refused,
 *   whichever account they name, until the quarter hour ends;
 * - per account (the address typed, whether or not an account has it): SIGN_IN_FAILURES_PER_ACCOUNT,
 *   more than one client may make, so that one machine cannot lock someone else's account; past it,
 *   the account's sign-ins are refused, even with the right password, until the quarter hour ends.
 * Both refusals are the same 429 with the same words, for an account that exists or not.
 * An attempt is counted when it starts (parallel attempts cannot slip past the count) and taken back
 * when the password was right. A request for a password reset counts for its client every time.
 */
import { getStore } from '@/server/db/client';
import type { Store } from '@/server/db/store';
import { readStampedAddress } from '@/server/http/clientAddress';

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_FAILURES_PER_ADDRESS = 10;
export const SIGN_IN_FAILURES_PER_ACCOUNT = 25;
export const PASSWORD_RESETS_PER_ADDRESS = 5;

type SignInRoute = 'login' | 'forgot-password';
type Handler = (request: Request, context: never) => Promise<Response>;
type Counter = Pick<Store, 'hitRateLimit' | 'releaseRateLimit'>;

/** Which counted route `pathname` is, if any. */
export function signInRoute(pathname: string): SignInRoute | null {
  const match = /^\/api\/users\/(login|forgot-password)\/?$/.exec(pathname);
  return match ? (match[1] as SignInRoute) : null;
}

export const addressKey = (address: string) => `sign-in address ${address}`;
export const accountKey = (email: string) => `sign-in account ${email}`;
export const resetKey = (address: string) => `password reset ${address}`;

/** The account address a sign-in names: JSON `{email}`, or Payload's admin form (`_payload` JSON). */
export async function signInEmail(request: Request): Promise<string> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  let fields: unknown = null;
  try {
    if (type.startsWith('application/json')) fields = await request.json();
    else if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
      const form = await request.formData();
      const payload = form.get('_payload');
      fields = typeof payload === 'string' ? JSON.parse(payload) : Object.fromEntries(form);
    }
  } catch {
    return '';
  }
  const email = fields && typeof fields === 'object' ? (fields as { email?: unknown }).email : undefined;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/** How long to wait, in whole minutes: 'a minute', '10 minutes'. */
function waitFor(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
}

export function signInLimitedMessage(retryAfterSeconds: number): string {
  return `Too many failed sign-ins. Please wait ${waitFor(retryAfterSeconds)} and try again, or ask an admin to reset your password.`;
}

export function passwordResetsLimitedMessage(retryAfterSeconds: number): string {
  return `Too many password reset requests. Please wait ${waitFor(retryAfterSeconds)} and try again.`;
}

function tooMany(message: string, retryAfterSeconds: number): Response {
  return Response.json(
    { errors: [{ message }] },
    { status: 429, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(retryAfterSeconds) } },
  );
}

/**
 * Counts one sign-in: first for the client, then for the account. A client past its limit is refused
 * without counting for the account, so that one machine's refused attempts never lock an account.
 * Returns the 429 to send instead of Payload's answer, or null, and what to do after a good sign-in.
 */
export async function admitSignIn(store: Counter, address: string, email: string, now = new Date()) {
  const counted: string[] = [];
  const release = async () => {
    await Promise.all(counted.map((key) => store.releaseRateLimit(key, SIGN_IN_WINDOW_MS, now)));
  };
  const limits: [string, number][] = [[addressKey(address), SIGN_IN_FAILURES_PER_ADDRESS]];
  if (email) limits.push([accountKey(email), SIGN_IN_FAILURES_PER_ACCOUNT]);
  for (const [key, limit] of limits) {
    const verdict = await store.hitRateLimit(key, limit, SIGN_IN_WINDOW_MS, now);
    if (!verdict.allowed) {
      // The refused attempt is not a failure of the password: the client's count is taken back.
      await release();
      return { refused: tooMany(signInLimitedMessage(verdict.retryAfterSeconds), verdict.retryAfterSeconds), succeeded: release };
    }
    counted.push(key);
  }
  /** A sign-in that succeeded is not a failure: its counts are taken back. */
  return { refused: null, succeeded: release };
}

/** Payload's handler behind the sign-in limit. When the counter cannot be reached, Payload answers alone. */
export function withSignInLimit<H extends Handler>(handler: H, store: () => Promise<Counter> = getStore): H {
  return (async (request: Request, context: never) => {
    const route = signInRoute(new URL(request.url).pathname);
    if (!route) return handler(request, context);
    const address = readStampedAddress(request.headers);
    let counter: Counter;
    try {
      counter = await store();
    } catch (error) {
      console.error('Sign-in limit unavailable:', error instanceof Error ? error.message : error);
      return handler(request, context);
    }
    if (route === 'forgot-password') {
      const verdict = await counter.hitRateLimit(resetKey(address), PASSWORD_RESETS_PER_ADDRESS, SIGN_IN_WINDOW_MS);
      return verdict.allowed ? handler(request, context) : tooMany(passwordResetsLimitedMessage(verdict.retryAfterSeconds), verdict.retryAfterSeconds);
    }
    const admitted = await admitSignIn(counter, address, await signInEmail(request.clone()));
    if (admitted.refused) return admitted.refused;
    const response = await handler(request, context);
    if (response.ok) await admitted.succeeded();
    return response;
  }) as H;
}
