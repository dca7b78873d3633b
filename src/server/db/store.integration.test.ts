// @vitest-environment node
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresCluster } from '@/test/postgresCluster';
import { DatabaseNotConfiguredError, getConnection, openConnection, type Connection } from './client';
import { createStore, type Database } from './store';

type Target = { name: string; open: () => Promise<Connection>; cleanup: () => Promise<void> };

/** PGlite (PostgreSQL in WebAssembly, in memory): the same SQL without a server, for speed. */
function pgliteTarget(): Target {
  let data: unknown;
  return {
    name: 'PGlite',
    open: async () => {
      const { PGlite } = await import('@electric-sql/pglite');
      const { drizzle } = await import('drizzle-orm/pglite');
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      // A "reopen" keeps the same in-memory data, as a server keeps its tables between connections.
      const client = await PGlite.create(data ? { loadDataDir: data as Blob } : {});
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: path.resolve('drizzle') });
      return {
        store: createStore(db as unknown as Database),
        db: db as unknown as Database,
        close: async () => {
          data = await client.dumpDataDir('none');
          await client.close();
        },
      };
    },
    cleanup: async () => {},
  };
}

function postgresTarget(): Target {
  let cluster: PostgresCluster | undefined;
  return {
    name: 'PostgreSQL',
    open: async () => {
      cluster ??= await startPostgres();
      return openConnection({ databaseUrl: cluster.url });
    },
    cleanup: async () => cluster?.stop(),
  };
}

describe.each([pgliteTarget(), postgresTarget()])('form storage on $name', (target) => {
  let connection: Connection;
  beforeAll(async () => {
    connection = await target.open();
  }, 90_000);
  afterAll(async () => {
    await connection?.close();
    await target.cleanup();
  }, 30_000);

  it('stores a subscriber once; signing up again changes nothing', async () => {
    const { store } = connection;
    expect(await store.addSubscriber('reader@example.com', 'home-daily-updates')).toEqual({ created: true });
    expect(await store.addSubscriber('reader@example.com', 'contact-newsletter')).toEqual({ created: false });
    // The same address in other capitals is the same subscriber (the index is on lower(email)).
    expect(await store.addSubscriber('Reader@example.com', 'contact-newsletter')).toEqual({ created: false });
    const all = await store.allSubscribers();
    expect(all.filter((s) => s.email.toLowerCase() === 'reader@example.com')).toEqual([
      expect.objectContaining({ email: 'reader@example.com', source: 'home-daily-updates' }),
    ]);
  });

  it('stores contact messages and lists the latest first', async () => {
    const { store } = connection;
    const base = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phone: null, subject: 'Tip', message: 'First' };
    await store.addContactMessage(base);
    await store.addContactMessage({ ...base, phone: '214-555-0100', message: 'Second' });
    const latest = await store.latestMessages(1);
    expect(latest).toHaveLength(1);
    expect(latest[0]).toMatchObject({ message: 'Second', phone: '214-555-0100' });
    expect((await store.latestMessages(10)).map((m) => m.message)).toEqual(['Second', 'First']);
  });

  it('limits submissions per client and window, and starts afresh in the next window', async () => {
    const { store } = connection;
    const now = new Date('2026-05-01T12:00:10Z');
    const verdicts = [];
    for (let i = 0; i < 6; i++) verdicts.push(await store.hitRateLimit('203.0.113.9', 5, 60_000, now));
    expect(verdicts.slice(0, 5).every((v) => v.allowed)).toBe(true);
    expect(verdicts[5]).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(await store.hitRateLimit('203.0.113.10', 5, 60_000, now)).toEqual({ allowed: true });
    expect(await store.hitRateLimit('203.0.113.9', 5, 60_000, new Date('2026-05-01T12:01:00Z'))).toEqual({ allowed: true });
  });

  it('keeps a longer window\'s count while a shorter window starts afresh', async () => {
    const { store } = connection;
    const quarter = 15 * 60_000;
    const start = new Date('2026-05-01T15:00:30Z');
    for (let i = 0; i < 3; i++) await store.hitRateLimit('sign-in 203.0.113.20', 3, quarter, start);
    // A new minute of another key clears finished windows; the quarter hour is not finished.
    await store.hitRateLimit('203.0.113.21', 5, 60_000, new Date('2026-05-01T15:05:00Z'));
    expect(await store.hitRateLimit('sign-in 203.0.113.20', 3, quarter, new Date('2026-05-01T15:06:00Z'))).toEqual({ allowed: false, retryAfterSeconds: 540 });
  });

  it('takes a hit back, never below zero, and forgets a key on request', async () => {
    const { store } = connection;
    const quarter = 15 * 60_000;
    const now = new Date('2026-05-01T16:00:00Z');
    await store.hitRateLimit('account a', 2, quarter, now);
    await store.hitRateLimit('account a', 2, quarter, now);
    await store.releaseRateLimit('account a', quarter, now);
    expect(await store.hitRateLimit('account a', 2, quarter, now)).toEqual({ allowed: true });
    expect((await store.hitRateLimit('account a', 2, quarter, now)).allowed).toBe(false);
    await store.releaseRateLimit('never counted', quarter, now);
    await store.clearRateLimit('account a');
    expect(await store.hitRateLimit('account a', 2, quarter, now)).toEqual({ allowed: true });
  });

  it('counts a key longer than an index row may be (stored as its digest), separately from others', async () => {
    const { store } = connection;
    const now = new Date('2026-05-01T14:00:00Z');
    const long = (c: string) => c.repeat(6 * 1024);
    const verdicts = [];
    for (let i = 0; i < 6; i++) verdicts.push(await store.hitRateLimit(long('a'), 5, 60_000, now));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, true, true, false]);
    expect(await store.hitRateLimit(long('b'), 5, 60_000, now)).toEqual({ allowed: true });
  });

  it('counts concurrent hits atomically', async () => {
    const { store } = connection;
    const now = new Date('2026-05-01T13:00:00Z');
    const verdicts = await Promise.all(Array.from({ length: 12 }, () => store.hitRateLimit('198.51.100.7', 5, 60_000, now)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
  });

  it('keeps the data across a reopen (migrations are applied once)', async () => {
    await connection.close();
    connection = await target.open();
    const all = await connection.store.allSubscribers();
    expect(all.map((s) => s.email)).toContain('reader@example.com');
  }, 60_000);
});

describe('getConnection', () => {
  it('refuses clearly when DATABASE_URL is not set, so that the forms answer 503', async () => {
    await expect(getConnection({})).rejects.toBeInstanceOf(DatabaseNotConfiguredError);
    await expect(getConnection({ DATABASE_URL: '' })).rejects.toThrow(/DATABASE_URL is not set/);
  });
});

describe('migration 0002: addresses that differ only in capitals', () => {
  it('merges the rows stored before it into one, keeping the confirmed one and its mail history', async () => {
    const fs = await import('node:fs/promises');
    const os = await import('node:os');
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const { sql } = await import('drizzle-orm');
    // The migrations as they were before 0002, in a folder of their own.
    const before = await fs.mkdtemp(path.join(os.tmpdir(), 'dallas-migrations-'));
    await fs.cp(path.resolve('drizzle'), before, { recursive: true });
    const journalPath = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(await fs.readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((e) => e.tag < '0002');
    await fs.writeFile(journalPath, JSON.stringify(journal));
    const client = await PGlite.create();
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before });
      await db.execute(sql`INSERT INTO subscribers (id, email, source, status) VALUES
        (1, 'Jane@example.com', 'home', 'pending'), (2, 'jane@example.com', 'contact', 'confirmed'), (3, 'JANE@EXAMPLE.COM', 'home', 'unsubscribed'),
        (4, 'Sam@example.com', 'home', 'unsubscribed'), (5, 'sam@example.com', 'home', 'unsubscribed'), (6, 'solo@example.com', 'home', 'confirmed')`);
      await db.execute(sql`INSERT INTO mail_queue (kind, to_address, subscriber_id, subject, text) VALUES
        ('confirmation', 'Jane@example.com', 1, 'Confirm', 'x'), ('digest', 'jane@example.com', 2, 'Digest', 'x'), ('confirmation', 'sam@example.com', 5, 'Confirm', 'x')`);

      await migrate(db, { migrationsFolder: path.resolve('drizzle') });

      const rows = await db.execute<{ id: number; email: string; status: string }>(sql`SELECT id, email, status FROM subscribers ORDER BY id`);
      expect(rows.rows).toEqual([
        { id: 2, email: 'jane@example.com', status: 'confirmed' },
        { id: 4, email: 'Sam@example.com', status: 'unsubscribed' },
        { id: 6, email: 'solo@example.com', status: 'confirmed' },
      ]);
      const mails = await db.execute<{ to_address: string; subscriber_id: number }>(sql`SELECT to_address, subscriber_id FROM mail_queue ORDER BY id`);
      expect(mails.rows.map((m) => m.subscriber_id)).toEqual([2, 2, 4]);
      // From now on, another capitalization of a stored address is refused by the index.
      await expect(db.execute(sql`INSERT INTO subscribers (email, source) VALUES ('SOLO@example.com', 'home')`)).rejects.toThrow();
    } finally {
      await client.close();
      await fs.rm(before, { recursive: true, force: true });
    }
  }, 60_000);
});
