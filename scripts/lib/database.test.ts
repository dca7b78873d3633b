// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { connectionUrl, copyDataDir, embeddedPaths, ensureDatabase, readPostmasterPid, stopEmbedded } from './database.mjs';

const quiet = () => {};
const dirs: string[] = [];
function freshDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'dallas-embedded-'));
  dirs.push(dir);
  return dir;
}

async function query<T>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Whether the process has ended (exited, or a zombie its parent has not reaped yet). */
const ended = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] === 'Z';
  } catch {
    return true;
  }
};

afterAll(async () => {
  for (const dir of dirs) {
    await stopEmbedded({ DATA_DIR: dir }).catch(() => false);
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

describe('connectionUrl', () => {
  it('escapes the parts of the URL', () => {
    expect(connectionUrl({ user: 'a b', password: 'p@ss/word', port: 5433, database: 'db' })).toBe(
      'postgres://a%20b:p%40ss%2Fword@127.0.0.1:5433/db',
    );
  });
});

describe('ensureDatabase', () => {
  it('uses DATABASE_URL as given and starts nothing', async () => {
    const dataDir = freshDataDir();
    const db = await ensureDatabase({ env: { DATABASE_URL: 'postgres://elsewhere/db', DATA_DIR: dataDir }, log: quiet });
    expect(db).toMatchObject({ url: 'postgres://elsewhere/db', embedded: false, startedHere: false });
    expect(readPostmasterPid(embeddedPaths(dataDir).pgdata)).toBeNull();
  });

  it('creates nothing when asked only to use an existing database', async () => {
    expect(await ensureDatabase({ env: { DATA_DIR: freshDataDir() }, create: false, log: quiet })).toBeNull();
  });

  it('creates and starts an embedded PostgreSQL 18 in DATA_DIR, shared by a second process, stopped by its starter', async () => {
    const env = { DATA_DIR: freshDataDir() };
    const { pgdata, connection } = embeddedPaths(env.DATA_DIR);
    const first = await ensureDatabase({ env, log: quiet });
    expect(first).toMatchObject({ embedded: true, startedHere: true });
    expect(first.url).toMatch(/^postgres:\/\/dallas_local:[0-9a-f]+@127\.0\.0\.1:\d+\/dallas_local$/);
    expect(statSync(connection).mode & 0o077).toBe(0);
    const [row] = await query<{ server_version: string }>(first.url, 'SHOW server_version');
    expect(row?.server_version).toMatch(/^18\./);
    // Extensions the newsroom's search relies on ship with the binaries.
    await query(first.url, 'CREATE EXTENSION IF NOT EXISTS pg_trgm; CREATE EXTENSION IF NOT EXISTS unaccent');
    expect(await query(first.url, "SELECT unaccent('café') AS u")).toEqual([{ u: 'cafe' }]);

    const second = await ensureDatabase({ env, log: quiet });
    expect(second).toMatchObject({ url: first.url, startedHere: false });
    await second.stop();
    expect(await query(first.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);

    const pid = readPostmasterPid(pgdata)!.pid;
    await first.stop();
    expect(readPostmasterPid(pgdata)).toBeNull();
    // `pg_ctl stop -w` returns once PostgreSQL has removed its lock file, which it does on its way out.
    await expect.poll(() => ended(pid), { timeout: 10_000 }).toBe(true);
  }, 120_000);

  it("leaves the server up when another client still uses it (a newsroom script under the site's feet)", async () => {
    const env = { DATA_DIR: freshDataDir() };
    const notes: string[] = [];
    const script = await ensureDatabase({ env, log: (m) => notes.push(m) });
    const site = new pg.Client({ connectionString: script.url });
    await site.connect();
    try {
      await script.stop();
      expect(notes.at(-1)).toMatch(/stays up: 1 other connection use/);
      expect((await ensureDatabase({ env, log: quiet })).startedHere).toBe(false);
      expect((await site.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await site.end();
    }
    expect(await stopEmbedded(env)).toBe(true);
    expect(await stopEmbedded(env)).toBe(false);
  }, 120_000);

  it('starts again after its postmaster was killed with SIGKILL, with every committed row', async () => {
    const env = { DATA_DIR: freshDataDir() };
    const { pgdata } = embeddedPaths(env.DATA_DIR);
    const db = await ensureDatabase({ env, log: quiet });
    await query(db.url, 'CREATE TABLE t (n int); INSERT INTO t SELECT generate_series(1, 100)');
    const { pid } = readPostmasterPid(pgdata)!;
    process.kill(pid, 'SIGKILL');
    while (!ended(pid)) {
      await new Promise((r) => setTimeout(r, 50));
    }
    // postmaster.pid is left behind, naming the dead (or not yet reaped) process.
    expect(readPostmasterPid(pgdata)?.pid).toBe(pid);
    const again = await ensureDatabase({ env, log: quiet });
    expect(again).toMatchObject({ url: db.url, startedHere: true });
    expect(await query(again.url, 'SELECT count(*)::int AS n FROM t')).toEqual([{ n: 100 }]);
    await again.stop();
  }, 120_000);
});

describe('copyDataDir', () => {
  it('copies a stopped database with its rows onto a port of its own, so that both run at once', async () => {
    const from = freshDataDir();
    const original = await ensureDatabase({ env: { DATA_DIR: from }, log: quiet });
    await query(original!.url, 'CREATE TABLE kept (n int); INSERT INTO kept VALUES (42)');
    await original!.stop();
    const to = `${freshDataDir()}-copy`;
    dirs.push(to);
    await copyDataDir(from, to);
    const [a, b] = [await ensureDatabase({ env: { DATA_DIR: from }, log: quiet }), await ensureDatabase({ env: { DATA_DIR: to }, log: quiet })];
    try {
      expect(new URL(a!.url).port).not.toBe(new URL(b!.url).port);
      expect(await query(b!.url, 'SELECT n FROM kept')).toEqual([{ n: 42 }]);
      await query(b!.url, 'INSERT INTO kept VALUES (7)');
      expect(await query(a!.url, 'SELECT n FROM kept')).toEqual([{ n: 42 }]);
    } finally {
      await a!.stop();
      await b!.stop();
    }
  }, 60_000);

  it('refuses a folder whose database runs', async () => {
    const from = freshDataDir();
    const db = await ensureDatabase({ env: { DATA_DIR: from }, log: quiet });
    try {
      await expect(copyDataDir(from, `${from}-copy`)).rejects.toThrow(/Stop the database/);
    } finally {
      await db!.stop();
    }
  }, 60_000);
});
