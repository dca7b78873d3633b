/**
 * The seed is idempotent: run again on the e2e database (seeded by the build), it creates nothing, and
 * the newsroom still has each sample story once.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { e2eDataDir } from '../playwright.config';
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
