/**
 * Expiring the public pages' cache tags from wherever content changes.
 *
 * Inside a request (a save through the admin or the REST API) `revalidateTag` works directly. Work
 * that runs outside any request has no page cache at hand: Next.js refuses `revalidateTag` there
 * ("static generation store missing"). That is the case of the job runner publishing a scheduled
 * story inside the server. The server then asks itself over loopback, at POST /api/revalidate, with
 * a key made per process, so only this process can call it. A process that serves no pages (the
 * newsroom command line) has no cache to expire: nothing is done there.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { z } from 'zod';

/** The header that carries the per-process key to POST /api/revalidate. */
export const REVALIDATION_KEY_HEADER = 'x-dallas-revalidation-key';

const KEY = Symbol.for('dallas-local.revalidation-key');
type KeyHolder = { [KEY]?: string };

/** This process's key (random, never leaves the process except to its own loopback address). */
export function revalidationKey(): string {
  const holder = globalThis as KeyHolder;
  holder[KEY] ??= randomBytes(32).toString('hex');
  return holder[KEY];
}

/** Whether `given` is this process's key. */
export function isRevalidationKey(given: string | null): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(revalidationKey());
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What POST /api/revalidate accepts: the tags of src/server/content/cacheTags.ts. */
export const tagList = z.object({
  tags: z
    .array(z.string().regex(/^[a-z0-9][a-z0-9:_-]{0,119}$/, 'not a cache tag'))
    .min(1)
    .max(50),
});

/** What POST /api/revalidate accepts: some cache tags, or every page once after a start (`renewPagesAfterStart`). */
export const revalidationRequest = z.union([tagList, z.object({ everything: z.literal(true) }).strict()]);

/**
 * The address of this server for a request to itself: the origin `next start` announces when it
 * listens (with the port actually taken), else 127.0.0.1 on that PORT. Null when this process is not a
 * running server: the newsroom command line and the build have no pages of their own to expire, and a
 * PORT in the shell (`PORT=8080 npm run newsroom -- ...`) names a server whose key they do not have, so
 * asking it would only fail their saves with a 403.
 */
export function ownOrigin(env: Record<string, string | undefined>): string | null {
  const announced = env.__NEXT_PRIVATE_ORIGIN;
  if (!announced || !env.PORT) return null;
  return /^https?:\/\//.test(announced) ? announced : `http://127.0.0.1:${env.PORT}`;
}

function outsideRequest(error: unknown): boolean {
  return error instanceof Error && error.message.includes('static generation store missing');
}

type Deps = {
  revalidate: (tag: string) => void;
  fetch: typeof fetch;
  env: Record<string, string | undefined>;
  /** Runs `run` after `ms` (the second, late expiry of a loopback); a timer that keeps no process alive by default. */
  later?: (run: () => void, ms: number) => void;
};

/** How long after a loopback expiry the same tags are expired again (see `expireTags`). */
export const LATE_EXPIRY_MS = 2_000;

const defaultLater = (run: () => void, ms: number) => void setTimeout(run, ms).unref();

const defaults: Deps = {
  revalidate: (tag) => revalidateTag(tag, { expire: 0 }),
  fetch: (...args) => fetch(...args),
  env: process.env,
};

/** POST /api/revalidate on this server, with its revalidation key (a body `revalidationRequest` accepts). */
function askOwnServer(origin: string, request: { tags: readonly string[] } | { everything: true }, deps: Deps): Promise<Response> {
  return deps.fetch(new URL('/api/revalidate', origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [REVALIDATION_KEY_HEADER]: revalidationKey() },
    body: JSON.stringify(request),
    signal: AbortSignal.timeout(10_000),
  });
}

/**
 * Expire `tags` now, from a request or from outside one. Resolves to how it was done. A failed
 * loopback request is an error: the caller (a save) must not pass for visible when it is not.
 *
 * Then the same tags are expired again LATE_EXPIRY_MS later, over loopback. A page rendered while the
 * save was under way (a reader's request, a link prefetch, a regeneration in the background) read the
 * data before the commit and may write it to the cache after the expiry, where nothing would expire it
 * again until the next change: a placed story missing from Top Stories because the story list and the
 * placements were read on either side of the commit. The job runner's saves (outside any request) are
 * the extreme case: their hooks run before the transaction commits.
 */
export async function expireTags(tags: readonly string[], deps: Deps = defaults): Promise<'direct' | 'loopback' | 'none'> {
  if (tags.length === 0) return 'none';
  const origin = ownOrigin(deps.env);
  let how: 'direct' | 'loopback' = 'direct';
  try {
    for (const tag of tags) deps.revalidate(tag);
  } catch (error) {
    if (!outsideRequest(error)) throw error;
    if (!origin) return 'none';
    const answer = await askOwnServer(origin, { tags }, deps);
    if (!answer.ok) throw new Error(`The server did not expire the pages' cache (POST /api/revalidate answered ${answer.status}).`);
    how = 'loopback';
  }
  if (origin) {
    (deps.later ?? defaultLater)(() => {
      askOwnServer(origin, { tags }, deps).then(
        (again) => {
          if (!again.ok) console.error(`The late expiry of ${tags.join(', ')} failed (POST /api/revalidate answered ${again.status}).`);
        },
        (error: unknown) => console.error(`The late expiry of ${tags.join(', ')} failed:`, error),
      );
    }, LATE_EXPIRY_MS);
  }
  return how;
}

/**
 * Where the renewal after a start stands in this process: not needed (the shared cache keeps its own
 * expirations, or the process serves no pages), pending until the server answers, done, or failed.
 */
export type RenewalState = 'not-needed' | 'pending' | 'done' | 'failed';

const RENEWAL = Symbol.for('dallas-local.pages-renewal');
type RenewalHolder = { [RENEWAL]?: RenewalState };

/** This process's renewal state (on globalThis: route bundles are separate module instances). */
export function pagesRenewal(): RenewalState {
  return (globalThis as RenewalHolder)[RENEWAL] ?? 'not-needed';
}

function setRenewal(state: RenewalState): RenewalState {
  (globalThis as RenewalHolder)[RENEWAL] = state;
  return state;
}

type RenewalOptions = { attempts?: number; intervalMs?: number; sleep?: (ms: number) => Promise<void> };

/**
 * Next.js's own cache keeps pages and data on disk but the expirations of their tags in memory only:
 * after a restart, a page or a story list cached before an unpublish or a delete would come back from
 * disk as fresh, for good (the tags are not expired again until the next change). So once the server
 * answers, it expires every page, and the data read in them, once (`revalidatePath('/', 'layout')`
 * over loopback): each is rendered again from the database on its first request. With REDIS_URL the
 * shared cache keeps the expirations itself: nothing to do.
 */
export async function renewPagesAfterStart(deps: Deps = defaults, { attempts = 600, intervalMs = 100, sleep = (ms) => new Promise((r) => setTimeout(r, ms)) }: RenewalOptions = {}): Promise<RenewalState> {
  if (deps.env.REDIS_URL) return setRenewal('not-needed');
  const origin = ownOrigin(deps.env);
  if (!origin) return setRenewal('not-needed');
  setRenewal('pending');
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      const answer = await askOwnServer(origin, { everything: true }, deps);
      if (answer.status === 204) return setRenewal('done');
    } catch {
      // not listening yet
    }
    await sleep(intervalMs);
  }
  console.error('The pages cached before this start could not be renewed: pages may show content changed before the restart until their next change.');
  return setRenewal('failed');
}
