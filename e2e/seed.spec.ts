/**
 * The seed is idempotent: run again on the e2e database (seeded by the build), it creates nothing, and
 * the newsroom still has each sample story once. And a fresh machine's first start, and the newsroom
 * command line, seed an empty database even when PORT is set.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
