/**
 * Guards around the shared cache's handler (./redisCacheHandler.mjs). Plain JavaScript: Next.js loads
 * the cache handler by path at server start, unbundled.
 */

/**
 * A route handler's output (`/feed.xml`, `/sitemap.xml`, `/events.ics`...) carries its tags in its
 * `x-next-cache-tags` header, as a page does; the cache handler library reads them for pages only and
 * stored routes with none, so no publish ever expired them in Redis. This gives such an entry its tags.
 *
 * @template {{ set(key: string, value: any, ctx?: any): Promise<void> }} H
 * @param {H} handler
 * @returns {H}
 */
export function withRouteTags(handler) {
  return {
    ...handler,
    set(key, entry, ctx) {
      const value = entry?.value;
      if (value?.kind !== 'APP_ROUTE' || (entry.tags && entry.tags.length > 0)) return handler.set(key, entry, ctx);
      const header = value.headers?.['x-next-cache-tags'];
      const tags = Array.isArray(header) ? header : typeof header === 'string' && header !== '' ? header.split(',') : [];
      return handler.set(key, { ...entry, tags: Object.freeze(tags) }, ctx);
    },
  };
}

/**
 * A deadline for every call to the shared cache. The Redis client gives up on a command only while
 * disconnected: a Redis that accepts connections but does not answer (stuck, stopped, a network that
 * drops packets) kept every page request waiting for ever. A call that has not answered within
 * `timeoutMs` fails, and the next handler (this instance's own cache) answers; after such a miss the
 * shared cache is skipped for `pauseMs`, so that readers do not each wait out the deadline. Then
 * `probe` (a PING) asks it again, every `pauseMs` until it answers, whether or not readers come:
 * `onRecovered` is then called (the revalidations missed meanwhile are sent again, ./tagReplay.mjs; an
 * instance that waited for its next reader to find out left the other instances showing old pages).
 *
 * @template {Record<string, unknown>} H
 * @param {H} handler
 * @param {{ timeoutMs: number, pauseMs: number, probe: () => Promise<unknown>, onMiss?: (method: string) => void, onRecovered?: () => void, now?: () => number }} options
 * @returns {H}
 */
export function withDeadline(handler, { timeoutMs, pauseMs, probe, onMiss = () => {}, onRecovered = () => {}, now = Date.now }) {
  let pausedUntil = 0;
  let missed = false;
  let probing = null;
  const MISSED = 'The shared cache did not answer';

  /** `call()`, or a rejection once `timeoutMs` has passed without an answer. */
  const withTimer = async (call) => {
    let timer;
    const deadline = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${MISSED} within ${timeoutMs} ms.`)), timeoutMs);
    });
    try {
      return await Promise.race([call(), deadline]);
    } finally {
      clearTimeout(timer);
    }
  };
  const recovered = () => {
    if (!missed) return;
    missed = false;
    pausedUntil = 0;
    onRecovered();
  };
  /** Asks the shared cache again after each pause until it answers. */
  const scheduleProbe = () => {
    if (probing) return;
    probing = setTimeout(async () => {
      probing = null;
      try {
        await withTimer(probe);
        recovered();
      } catch {
        pausedUntil = now() + pauseMs;
        scheduleProbe();
      }
    }, pauseMs);
    probing.unref?.();
  };

  /** @param {string} method @param {(...args: unknown[]) => Promise<unknown>} call */
  const guard = (method, call) =>
    async (/** @type {unknown[]} */ ...args) => {
      if (now() < pausedUntil) throw new Error('The shared cache is paused after a call it did not answer.');
      try {
        const result = await withTimer(() => call(...args));
        recovered();
        return result;
      } catch (error) {
        if (error instanceof Error && error.message.startsWith(MISSED)) {
          pausedUntil = now() + pauseMs;
          missed = true;
          onMiss(method);
          scheduleProbe();
        }
        throw error;
      }
    };
  /** @type {Record<string, unknown>} */
  const guarded = { ...handler };
  for (const method of ['get', 'set', 'revalidateTag', 'delete']) {
    const original = handler[method];
    if (typeof original === 'function') guarded[method] = guard(method, (...args) => original.apply(handler, args));
  }
  return /** @type {H} */ (guarded);
}
