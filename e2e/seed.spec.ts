/**
 * The seed is idempotent: run again on the e2e database (seeded by the build), it creates nothing, and
 * the newsroom still has each sample story once. And a fresh machine's first start, and the newsroom
 * command line, seed an empty database even when PORT is set.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { baseURL, e2eDataDir } from '../playwright.config';
import { team } from '../src/content/team';
import { legacyStorySlugs } from '../src/server/content/legacyStories';
import { expect, isMobile, test } from './fixtures';

const run = promisify(execFile);

async function seededStoryCount(request: import('@playwright/test').APIRequestContext): Promise<number> {
  const slugs = [...new Set(legacyStorySlugs.values())];
  const answer = await request.get('/api/stories', {
    params: { 'where[slug][in]': slugs.join(','), limit: '0', depth: '0' },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { totalDocs: number }).totalDocs;
}

test('running the seed again creates nothing and duplicates nothing', async ({ page, request }) => {
  test.skip(isMobile(page), 'database only');
  // Starts Payload in a second process (migrations checked, every seeder's look-ups): about 30 s on an idle
  // machine, several times that under the load of a full run.
  test.setTimeout(300_000);
  const stories = new Set(legacyStorySlugs.values()).size;
  expect(await seededStoryCount(request)).toBe(stories);
  const { stdout } = await run(process.execPath, ['scripts/newsroom.mjs', 'seed'], {
    env: { ...process.env, DATA_DIR: e2eDataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  expect(stdout).toContain(`Seed: staff: 0 created, ${team.length} already there`);
  expect(stdout).toContain(`Seed: stories: 0 created, ${stories} already there`);
  expect(await seededStoryCount(request)).toBe(stories);
});

test("a fresh machine's first start seeds the database with PORT set, before any server is up", async ({ page }) => {
  test.skip(isMobile(page), 'database only');
  // A fresh embedded database and the whole seed (photos made with sharp): about 45 s idle.
  test.setTimeout(400_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dallas-local-fresh-'));
  try {
    // What `PORT=8080 npm start` does before it serves (scripts/start.mjs): prepare the database. Nothing
    // listens on that port yet; the seed's saves must not try to expire its cache there.
    const prepare = "const { prepareDatabase } = await import('./scripts/lib/prepareDatabase.mjs'); await prepareDatabase(process.env.DATABASE_URL);";
    const { stdout } = await run(process.execPath, ['scripts/with-database.mjs', process.execPath, '--input-type=module', '-e', prepare], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(await unusedPort()) },
      encoding: 'utf8',
    });
    expect(stdout).toContain(`Seed: staff: ${team.length} created, 0 already there`);
    expect(stdout).toContain(`Seed: stories: ${new Set(legacyStorySlugs.values()).size} created`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('the newsroom command line seeds a database with PORT naming a running server in the shell', async ({ page }) => {
  test.skip(isMobile(page), 'database only');
  test.setTimeout(400_000);
  // An operator's shell often has PORT set, here to this very server. The command line serves no pages:
  // its saves must not ask that server (whose key it has not) to expire its cache, which answered 403
  // and stopped the seed at its first staff member.
  const port = new URL(baseURL).port;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dallas-local-cli-seed-'));
  try {
    const { stdout } = await run(process.execPath, ['scripts/newsroom.mjs', 'seed'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: port },
      encoding: 'utf8',
    });
    expect(stdout).toContain(`Seed: staff: ${team.length} created, 0 already there`);
    expect(stdout).toContain(`Seed: stories: ${new Set(legacyStorySlugs.values()).size} created`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a first start stopped by Ctrl-C mid-seed is taken up by the next start; SIGTERM to npm alone stops the server and the database', async ({ page }) => {
  test.skip(isMobile(page), 'database only');
  // Two starts of `npm start` on a fresh embedded database: the first seeds until stopped, the second
  // finishes the seed and serves. Several minutes under the load of a full run.
  test.setTimeout(600_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dallas-local-interrupted-'));
  const port = await unusedPort();
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port), SITE_ORIGIN: `http://127.0.0.1:${port}` };
  /** `npm start` in a process group of its own (as a terminal runs it), with its output. */
  const start = () => {
    const child = spawn('npm', ['start'], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    return { child, exited, output: () => output };
  };
  const postmasterPid = path.join(dataDir, 'postgres', 'postmaster.pid');
  try {
    const first = start();
    // Stopped once the first seeder (staff) is done, while the stories' photos are being made.
    await expect.poll(first.output, { timeout: 400_000, intervals: [250] }).toContain('Seed: staff');
    process.kill(-first.child.pid!, 'SIGINT');
    await first.exited;
    expect(first.output()).not.toContain('Seed: resources');
    expect(existsSync(postmasterPid), 'the database stopped with the first start').toBe(false);

    const second = start();
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/books?limit=0`).catch(() => null))?.status ?? 0, { timeout: 400_000, intervals: [1000] })
      .toBe(200);
    expect(second.output()).toContain('The last seed was interrupted: seeding what is missing.');
    const books = (await (await fetch(`http://127.0.0.1:${port}/api/books?limit=0`)).json()) as { totalDocs: number };
    expect(books.totalDocs, 'the books the first start did not reach').toBeGreaterThan(0);

    // A process manager signals npm's own process only: the server and the database stop with it.
    process.kill(second.child.pid!, 'SIGTERM');
    await second.exited;
    await expect.poll(() => existsSync(postmasterPid), { timeout: 30_000 }).toBe(false);
    expect(await fetch(`http://127.0.0.1:${port}/api/health`).then(() => 'answered', () => 'closed')).toBe('closed');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/** A port nothing listens on: the system's pick for a server that is closed again at once. */
function unusedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
