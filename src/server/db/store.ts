import { createHash } from 'node:crypto';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { contactMessages, rateLimits, subscribers } from './schema';

/** Either driver's Drizzle database (PGlite or node-postgres): the same schema and queries. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type NewContactMessage = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
};
export type ContactMessage = NewContactMessage & { id: number; createdAt: Date };
export type Subscriber = { id: number; email: string; source: string; createdAt: Date };
export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The longest window any rate limit counts in (the newsroom's sign-in limit, src/cms/signInLimit.ts). */
export const MAX_RATE_LIMIT_WINDOW_MS = 60 * 60 * 1000;

/** Longest rate-limit key stored as it is; PostgreSQL's btree index refuses rows over about 2.7 kB. */
export const MAX_CLIENT_KEY_LENGTH = 100;

/** A rate-limit key of bounded size: a longer one is stored as its SHA-256 digest. */
export function boundedKey(key: string): string {
  return key.length <= MAX_CLIENT_KEY_LENGTH ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/**
 * The form storage: every query the site and the newsroom scripts make. Each write is one statement
 * (its own transaction), so it is committed when the promise resolves.
 */
export function createStore(db: Database) {
  return {
    /** Adds an already normalized address; signing up again, in any capitals, changes nothing. */
    async addSubscriber(email: string, source: string): Promise<{ created: boolean }> {
      const rows = await db
        .insert(subscribers)
        .values({ email, source })
        // The only unique index besides the key is lower(email), which drizzle cannot name as a target.
        .onConflictDoNothing()
        .returning({ id: subscribers.id });
      return { created: rows.length > 0 };
    },

    async addContactMessage(message: NewContactMessage): Promise<{ id: number }> {
      const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
      if (!row) throw new Error('The contact message was not stored');
      return row;
    },

    /**
     * Counts one submission from `clientKey` in the current fixed window and says whether it is within
     * `limit`. The counter is one atomic upsert, so concurrent instances cannot both slip past it.
     */
    async hitRateLimit(clientKey: string, limit: number, windowMs: number, now = new Date()): Promise<RateLimitVerdict> {
      const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
      const [row] = await db
        .insert(rateLimits)
        .values({ clientKey: boundedKey(clientKey), windowStart, hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimits.clientKey, rateLimits.windowStart],
          set: { hits: sql`${rateLimits.hits} + 1` },
        })
        .returning({ hits: rateLimits.hits });
      const hits = row?.hits ?? 1;
      // A new window: forget the finished ones, so the table stays small. Keys of different window
      // lengths share the table, so a row goes once the longest window it could belong to has ended.
      if (hits === 1) await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - MAX_RATE_LIMIT_WINDOW_MS)));
      if (hits <= limit) return { allowed: true };
      const retryAfterMs = windowStart.getTime() + windowMs - now.getTime();
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    },

    /**
     * Takes back one hit of `clientKey` in the current window (a counted attempt that turned out
     * fine, such as a sign-in with the right password), never below zero.
     */
    async releaseRateLimit(clientKey: string, windowMs: number, now = new Date()): Promise<void> {
      const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
      await db
        .update(rateLimits)
        .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
        .where(and(eq(rateLimits.clientKey, boundedKey(clientKey)), eq(rateLimits.windowStart, windowStart)));
    },

    /** Forgets every window of `clientKey` (an account unlocked from the command line). */
    async clearRateLimit(clientKey: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.clientKey, boundedKey(clientKey)));
    },

    /** The latest contact messages, newest first. */
    async latestMessages(limit: number): Promise<ContactMessage[]> {
      return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(limit);
    },

    /** Every subscriber, oldest first. */
    async allSubscribers(): Promise<Subscriber[]> {
      return db.select().from(subscribers).orderBy(subscribers.createdAt, subscribers.id);
    },
  };
}

export type Store = ReturnType<typeof createStore>;
