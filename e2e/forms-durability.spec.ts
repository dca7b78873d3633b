import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { embeddedPaths, ensureDatabase, readPostmasterPid, type Database } from '../scripts/lib/database.mjs';
import { expect, isMobile, test } from './fixtures';
import { newsroom, type StoredSubscriber } from './formsSupport';

const SIGNUPS = 200;
/** Signups in flight at once: 200 all at once can all be committed before a busy client reads one answer. */
const CONCURRENCY = 40;
const KILL_AFTER_SUCCESSES = 40;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A production server of its own on a free loopback port, on `database`; resolves once it answers. */
async function startServer(database: Database): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    // The test is a trusted proxy, so that X-Forwarded-For gives each signup its own client address.
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DATABASE_URL: database.url, TRUSTED_PROXIES: '127.0.0.1' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/`).then((r) => r.ok, () => false);
    if (ok) return { child, url };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

test('every signup answered with success survives a SIGKILL of the server and its database', async ({ page }) => {
  test.skip(isMobile(page), 'a server test: it runs once, in the desktop project');
  test.setTimeout(240_000);
  // Its own embedded PostgreSQL, as `npm start` runs it, in a folder of its own.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dallas-durability-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  let database = await ensureDatabase({ env });
  const postmaster = readPostmasterPid(embeddedPaths(dataDir).pgdata);
  expect(postmaster, 'the embedded PostgreSQL runs').not.toBeNull();
  let server = await startServer(database);
  try {
    const succeeded: string[] = [];
    let failed = 0;
    let killed = false;
    const signup = async (i: number) => {
      const email = `signup${i}@durability.example`;
      try {
        const response = await fetch(`${server.url}/api/newsletter`, {
          method: 'POST',
          // One client address per signup, so that the rate limit refuses none of them.
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${i >> 8}.${i & 255}.1` },
          body: JSON.stringify({ email, source: 'durability-test' }),
        });
        const body = (await response.json()) as { ok: boolean };
        if (response.status !== 200 || !body.ok) throw new Error(`answered ${response.status}`);
        succeeded.push(email);
      } catch {
        failed++; // refused, or cut off by the kill: the reader saw no confirmation
        return;
      }
      if (succeeded.length >= KILL_AFTER_SUCCESSES && !killed) {
        killed = true;
        // The web server and the database both die at once, mid-write, with no chance to clean up.
        server.child.kill('SIGKILL');
        process.kill(postmaster!.pid, 'SIGKILL');
      }
    };
    let next = 0;
    const sender = async () => {
      while (next < SIGNUPS) await signup(next++);
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, sender));
    await exited(server.child);
    expect(killed, 'the server was killed partway').toBe(true);

    // The database starts again over its stale postmaster.pid (crash recovery), then the site.
    database = await ensureDatabase({ env });
    expect(database.startedHere, 'the killed database was started again').toBe(true);
    server = await startServer(database);
    const stored = new Set(newsroom<StoredSubscriber[]>('subscribers', [], dataDir).map((s) => s.email));
    const lost = succeeded.filter((email) => !stored.has(email));
    console.log(
      `durability: ${SIGNUPS} signups (${CONCURRENCY} at a time), ${succeeded.length} answered with success, ${failed} failed or cut off, ` +
        `${stored.size} stored after the restart, ${lost.length} successes lost`,
    );
    expect(succeeded.length).toBeGreaterThanOrEqual(KILL_AFTER_SUCCESSES);
    expect(failed).toBeGreaterThan(0);
    expect(stored.size, 'the kill came before every signup was committed').toBeLessThan(SIGNUPS);
    expect(lost).toEqual([]);
  } finally {
    server.child.kill('SIGTERM');
    await exited(server.child);
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
