import 'server-only';
import pg from 'pg';
import { createClient } from 'redis';

/**
 * The connections GET /api/health uses: one small pool to the database and one Redis client per
 * process (kept on globalThis: route bundles are separate module instances), opened on first use.
 * They are the health check's own, so that a busy form pool does not read as a database outage.
 */
type RedisClient = ReturnType<typeof createClient>;
const key = Symbol.for('dallas-local.health.connections');
type Holder = { [key]?: { pool?: pg.Pool; redis?: RedisClient } };

function connections() {
  const holder = globalThis as Holder;
  holder[key] ??= {};
  return holder[key];
}

/** `SELECT 1` on DATABASE_URL, or null when it is not set. */
export function databaseCheck(env: Record<string, string | undefined> = process.env): (() => Promise<unknown>) | null {
  const url = env.DATABASE_URL;
  if (!url) return null;
  return async () => {
    const held = connections();
    if (!held.pool) {
      held.pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 1000, idleTimeoutMillis: 10_000 });
      held.pool.on('error', () => {}); // an idle connection dropped by the server: the next check reconnects
    }
    await held.pool.query('SELECT 1');
  };
}

/** `PING` on REDIS_URL, or null when it is not set (the instance's own cache, always at hand). */
export function cacheCheck(env: Record<string, string | undefined> = process.env): (() => Promise<unknown>) | null {
  const url = env.REDIS_URL;
  if (!url) return null;
  return async () => {
    const held = connections();
    if (!held.redis) {
      const client: RedisClient = createClient({
        url,
        // Fail at once while disconnected instead of queueing; reconnect in the background.
        disableOfflineQueue: true,
        socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
      });
      client.on('error', () => {}); // reported by the failed PING; the client keeps reconnecting
      held.redis = client;
      await client.connect();
    }
    await held.redis.ping();
  };
}
