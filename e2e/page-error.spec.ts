/**
 * The page a reader gets when the server cannot render a page (decision 0045): with its scripts, the
 * site's frame with the error page, and a clean console. Its own server on its own port (E2E_PORT + 80):
 * the production build with its database unreachable, so that a story no cache holds cannot be rendered.
 * (e2e/stack.spec.ts checks the same page with PostgreSQL stopped under nginx, with and without scripts.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { watchConsole } from './consoleWatch';
import type { Page } from '@playwright/test';
import { expect, isMobile, test } from './fixtures';

const PORT = Number(process.env.E2E_PORT ?? 3100) + 80;
const url = `http://127.0.0.1:${PORT}`;

let server: ChildProcess | undefined;
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'dallas-page-error-'));
  // Nothing listens on port 9 (discard): every query fails at once, as with the database down.
  server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(PORT), '-H', '127.0.0.1'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DATABASE_URL: 'postgres://dallas:unreachable@127.0.0.1:9/dallas', DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  for (let i = 0; i < 1000; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    // Any answer will do: without its database the server answers 503 here.
    if (await fetch(`${url}/api/health`).then(() => true, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
});

test.afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    // Nothing of its own to keep: it has no database.
    server.kill('SIGKILL');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The browser's own line for an answer with status 500: the page's, and its links' prefetches (no page renders without the database). */
const isServerErrorLoad = (line: string) => /^error: Failed to load resource: the server responded with a status of 500\b/.test(line);

/**
 * Waits until the scripts have drawn the error page: its "Try again" is a button then (in the document
 * the server filled, before the scripts, a link). The error logged with that render came before the
 * answer of the evaluation that follows, so the console lines read after it include it.
 */
async function drawnByTheScripts(page: Page) {
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

test('a page the server cannot render shows the error page in the site frame, and the console stays clean', async ({ page }) => {
  test.skip(isMobile(page), 'a server test: it runs once, in the desktop project');
  const errors = watchConsole(page);
  const missing = `/news/not-in-any-cache-${Date.now()}`;
  const response = await page.goto(`${url}${missing}`);
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be loaded');
  await expect(page).toHaveTitle('Page could not be loaded - Dallas Local');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dallas Local', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  await drawnByTheScripts(page);
  // Rendering the page threw the server's error again in the browser, which Next.js logged (React's
  // minified error #441) although the error page showed.
  expect(errors.filter((line) => !isServerErrorLoad(line))).toEqual([]);

  // "Try again" asks the server again: the same answer, the same clean console.
  const again = page.waitForResponse((r) => new URL(r.url()).pathname === missing && r.request().isNavigationRequest());
  await page.getByRole('button', { name: 'Try again' }).click();
  expect((await again).status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be loaded');
  await drawnByTheScripts(page);
  expect(errors.filter((line) => !isServerErrorLoad(line))).toEqual([]);
});
