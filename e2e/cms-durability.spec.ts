/**
 * Newsroom durability (issue 16): a SIGKILL of the server and its database during 50 concurrent story
 * saves through the REST API loses no save that was acknowledged, and the database starts again; a
 * story taken down before the kill does not come back from the pages' cache after the restart.
 * Its own server on its own port (E2E_PORT + 70), over a fresh data folder of its own.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { embeddedPaths, ensureDatabase, readPostmasterPid, type Database } from '../scripts/lib/database.mjs';
import { expect, isMobile, test } from './fixtures';
import { newsroomPassword } from './support/newsroomAccounts';

const SAVES = 50;
/** The kill comes once this many saves were acknowledged, while the others are in flight. */
const KILL_AFTER_ACKS = 5;
const PORT = Number(process.env.E2E_PORT ?? 3100) + 70;
const url = `http://127.0.0.1:${PORT}`;
const editor = 'durability-editor@e2e.dallaslocal.test';

/** The production build on `database` and `dataDir`; resolves once Payload's API answers. */
async function startServer(database: Database, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(PORT), '-H', '127.0.0.1'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DATABASE_URL: database.url, DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/stories?limit=1`).then((r) => r.ok, () => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

async function login(): Promise<string> {
  const response = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: editor, password: newsroomPassword }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** What the test started, for the hook below: a test that times out never reaches its own `finally`. */
const started: { server?: ChildProcess; database?: Database; dataDir?: string } = {};

test.afterEach(async () => {
  // A server left running would hold the port, and the retry would talk to it instead of its own.
  if (started.server && started.server.exitCode === null && started.server.signalCode === null) {
    started.server.kill('SIGKILL');
    await exited(started.server);
  }
  await started.database?.stop();
  if (started.dataDir) rmSync(started.dataDir, { recursive: true, force: true });
  delete started.server;
  delete started.database;
  delete started.dataDir;
});

test('every story save answered 2xx survives a SIGKILL of the server and its database', async ({ page }) => {
  test.skip(isMobile(page), 'a server test: it runs once, in the desktop project');
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dallas-cms-durability-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  let database = await ensureDatabase({ env });
  started.dataDir = dataDir;
  started.database = database;
  const postmaster = readPostmasterPid(embeddedPaths(dataDir).pgdata);
  expect(postmaster, 'the embedded PostgreSQL runs').not.toBeNull();
  let server = await startServer(database, dataDir);
  started.server = server;
  try {
    // An editor account, made with the operators' command line on this database (the server migrated it).
    const made = execFileSync(process.execPath, ['scripts/newsroom.mjs', 'user', 'add', editor, '--role', 'editor', '--password-stdin'], {
      input: `${newsroomPassword}\n`,
      stdio: ['pipe', 'pipe', 'inherit'],
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir },
      timeout: 180_000,
    });
    expect(made).toMatch(/^Created /m);
    const token = await login();

    // A story is published, its page is cached, and it is taken down; nobody opens the page again
    // before the server dies. Next.js keeps the cached page on disk and its expiry in memory only.
    const takenDown = await fetch(`${url}/api/stories`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ title: 'A story taken down before the restart', summary: 'Published, then unpublished by an editor.', category: 'Politics', _status: 'published' }),
    });
    expect(takenDown.status).toBe(201);
    const takenDownDoc = ((await takenDown.json()) as { doc: { id: number; slug: string } }).doc;
    const takenDownPage = `${url}/news/${takenDownDoc.slug}`;
    await expect
      .poll(async () => {
        const response = await fetch(takenDownPage);
        return `${response.status} ${response.headers.get('x-nextjs-cache')}`;
      })
      .toBe('200 HIT');
    const unpublished = await fetch(`${url}/api/stories/${takenDownDoc.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ _status: 'draft' }),
    });
    expect(unpublished.status).toBe(200);

    const acknowledged: { id: number; title: string }[] = [];
    let failed = 0;
    let killed = false;
    const save = async (i: number) => {
      const title = `Durability story ${i}`;
      try {
        const response = await fetch(`${url}/api/stories`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', Authorization: `JWT ${token}` },
          body: JSON.stringify({ title, summary: `Saved while the server may be killed (${i}).`, category: 'Politics', _status: 'published' }),
        });
        if (response.status < 200 || response.status > 299) throw new Error(`answered ${response.status}`);
        const { doc } = (await response.json()) as { doc: { id: number; title: string } };
        acknowledged.push({ id: doc.id, title: doc.title });
      } catch {
        failed++; // refused, or cut off by the kill: the editor saw no confirmation
        return;
      }
      if (acknowledged.length >= KILL_AFTER_ACKS && !killed) {
        killed = true;
        // The web server and the database both die at once, mid-write, with no chance to clean up.
        server.kill('SIGKILL');
        process.kill(postmaster!.pid, 'SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: SAVES }, (_, i) => save(i)));
    await exited(server);
    expect(killed, 'the server was killed partway').toBe(true);

    // The database starts again over its stale postmaster.pid (crash recovery), then the server.
    database = await ensureDatabase({ env });
    expect(database.startedHere, 'the killed database was started again').toBe(true);
    started.database = database;
    server = await startServer(database, dataDir);
    started.server = server;

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    let stored: Map<number, string>;
    try {
      const rows = (await client.query<{ id: number; title: string }>('SELECT id, title FROM payload.stories')).rows;
      stored = new Map(rows.map((r) => [r.id, r.title]));
    } finally {
      await client.end();
    }
    const lost = acknowledged.filter((a) => stored.get(a.id) !== a.title);
    console.log(
      `cms durability: ${SAVES} concurrent story saves, ${acknowledged.length} acknowledged, ${failed} failed or cut off, ` +
        `${stored.size} stored after the restart, ${lost.length} acknowledged saves lost`,
    );
    expect(failed, 'the kill came while saves were in flight').toBeGreaterThan(0);
    expect(lost).toEqual([]);
    // Once it reports ready, the restarted server does not bring the taken-down story back from its cache.
    await expect.poll(async () => (await fetch(`${url}/api/health`)).status).toBe(200);
    expect((await fetch(takenDownPage)).status).toBe(404);
    // The restarted server serves the acknowledged stories through its API too.
    const again = await login();
    const first = acknowledged[0]!;
    const response = await fetch(`${url}/api/stories/${first.id}`, { headers: { Authorization: `JWT ${again}` } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { title: string }).title).toBe(first.title);
  } finally {
    server.kill('SIGTERM');
    await exited(server);
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
    delete started.server;
    delete started.database;
    delete started.dataDir;
  }
});
