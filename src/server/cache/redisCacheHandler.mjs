/**
 * Next.js's cache handler (`cacheHandler` in next.config.ts, set only when REDIS_URL is set): the
 * incremental cache (pages, route handlers, `unstable_cache` data) and its tags live in Redis, shared
 * by every instance, so a publish on one instance revalidates the pages on all of them.
 * Built on @fortedigital/nextjs-cache-handler (its `redis-strings` handler, on the official `redis`
 * client), with the instance's own LRU as a fallback: while Redis is unreachable pages are served from
 * that local copy or rendered, never failed, and revalidations missed meanwhile are sent again once
 * Redis is back (./tagReplay.mjs). See docs/decisions/0020-production-topology.md.
 *
 * Next.js loads this file by path at server start (it is not bundled): plain JavaScript.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from 'redis';
import { withDeadline, withRouteTags } from './handlerGuards.mjs';
import { createTagReplay } from './tagReplay.mjs';

/** A Redis operation that has not answered in this long counts as failed (the local copy answers). */
const TIMEOUT_MS = 1000;
/** After an operation Redis did not answer, how long it is skipped before being asked again. */
const PAUSE_MS = 5000;
/** How long a starting instance waits for Redis before serving from its local cache. */
const CONNECT_WAIT_MS = 2000;

CacheHandler.onCreation(async () => {
  const client = createClient({
    url: process.env.REDIS_URL,
    // While disconnected, fail at once (the local cache answers) instead of queueing commands.
    disableOfflineQueue: true,
    socket: { connectTimeout: TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  });
  let outage = false;
  client.on('error', (error) => {
    if (outage) return;
    outage = true;
    console.error(`Shared cache (Redis) unreachable, serving from this instance's cache: ${error.message}`);
  });

  let replay;
  // The library's own time-out stops waiting only for a command not yet sent: a Redis that takes
  // commands and never answers held every page request. Every call gets a deadline of ours.
  const redis = withDeadline(
    withRouteTags(createRedisHandler({ client, keyPrefix: process.env.REDIS_KEY_PREFIX ?? 'dallas-local:', timeoutMs: TIMEOUT_MS })),
    {
      timeoutMs: TIMEOUT_MS,
      pauseMs: PAUSE_MS,
      probe: () => client.ping(),
      onMiss: (method) => {
        if (outage) return;
        outage = true;
        console.error(`Shared cache (Redis) did not answer (${method}) within ${TIMEOUT_MS} ms, serving from this instance's cache.`);
      },
      onRecovered: () => {
        if (outage) console.log('Shared cache (Redis) answering again.');
        outage = false;
        void replay.replay();
      },
    },
  );
  replay = createTagReplay((tag) => redis.revalidateTag(tag));
  client.on('ready', () => {
    if (outage) console.log('Shared cache (Redis) reachable again.');
    outage = false;
    void replay.replay();
  });

  let timer;
  await Promise.race([
    client.connect().catch(() => {}),
    new Promise((resolve) => {
      timer = setTimeout(resolve, CONNECT_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);

  return {
    handlers: [{ ...redis, revalidateTag: replay.revalidateTag }, withRouteTags(createLruHandler())],
  };
});

export default CacheHandler;
