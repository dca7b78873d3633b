import { defineConfig, devices } from '@playwright/test';
import { e2eAdsDataDirOf, e2eDataDirOf } from './scripts/lib/e2eData.mjs';
import { nextStartArgs } from './scripts/lib/nextStart.mjs';

/** The end-to-end tests run against the production build (`next build` first, see scripts/test.mjs). */
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
/** A second server: the site built with an ad client configured (scripts/e2e-ads-server.mjs). */
const adsPort = Number(process.env.E2E_ADS_PORT ?? port + 1000);
export const adsBaseURL = `http://127.0.0.1:${adsPort}`;
/**
 * Debian's Chromium as its headless shell (package chromium-headless-shell: the same engine and version
 * as /usr/bin/chromium without the browser around it, what Playwright itself runs headless), with the
 * flags this machine needs (specs that change a launch option start from these). A page visit costs
 * the shell 0.6 CPU-seconds here against 1.5 for the full browser, and the end-to-end run is CPU-bound.
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const chromiumLaunchOptions = {
  executablePath: chromiumExecutable,
  // `--site-per-process`: another site's frame (a feed) in a process of its own, as in the full browser and
  // desktop Chrome, where the shell would keep it in the page's (and print the page's console what is the
  // frame's: axe's messages to a frame it may not read).
  args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--site-per-process'],
};
/**
 * The radio tests' Icecast port: one of their own (never the production default 8076, where a
 * developer's `npm start` plays its demo station), derived from the e2e port so that parallel runs
 * differ. The test servers map the page's `?port=8076` to it (RADIO_ALLOWED_PORTS `8076:N`).
 */
export const e2eRadioPort = Number(process.env.E2E_RADIO_PORT ?? port + 15_000);
// The radio spec's 50 listeners all come from 127.0.0.1: above the per-client default of 8.
const radioEnv = { RADIO_DEMO: 'off', RADIO_ALLOWED_PORTS: `8076:${e2eRadioPort}`, RADIO_MAX_STREAMS_PER_CLIENT: '64' };
/**
 * The test server's data folder (its embedded PostgreSQL, started by scripts/with-database.mjs), apart
 * from ./data; the form tests read it back with the newsroom scripts. `npm test` builds against it too.
 */
export const e2eDataDir = e2eDataDirOf({ ...process.env, E2E_PORT: String(port) });

/**
 * Specs that change what other specs read (an event and a book in the lists they count; the front pages'
 * placements; an approved event submission; search's event in 2030 and its fifteen stories): they run
 * once the others are done.
 */
const WRITES_LISTS = /\/(cms-collections|front-page|event-submissions|search)\.spec\.ts$/;
/** Of those, the one with phone-specific checks (search from the menu, by keyboard): run at 375 px too. */
const WRITES_LISTS_AT_375 = /\/search\.spec\.ts$/;
/**
 * Specs of behaviour that does not change with the width (filters, tabs, the books list, form
 * validation): they hold no phone-specific assertion, so the 375 px project leaves them to the desktop
 * one. Every page is still loaded at 375 px with axe (site.spec.ts), and the phone layouts have their
 * own checks (home, news, focus-and-targets, detail-pages...). Saves about 2.5 minutes of `npm test`.
 */
const SAME_AT_EVERY_WIDTH = /\/(events|community|books|forms)\.spec\.ts$/;
/**
 * Specs whose every test skips itself at 375 px (each says why: server behaviour, the newsroom's tools,
 * durability, build output, the print layout, classic scrollbars...), some only once a page had been
 * opened for it. Leaving the files out of the 375 px project altogether opens no page for them.
 */
const DESKTOP_ONLY = /\/(security|page-weight|layout-stability|admin-input|forms-hardening|workflow|weather|stack|publishing|print|seed|us-english|newsletter-admin|forms-durability|page-error|crawl|corrections|cms-durability|authors|reflow)\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  // Newsroom accounts for e2e/admin.spec.ts, in the test server's database (it runs before the tests,
  // once the web servers are up).
  globalSetup: './e2e/globalSetup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // One retry: a test that passes only on its second run is reported as flaky ("flaky" in the summary),
  // not hidden; a test that fails twice fails the run.
  retries: 1,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A trace of the retry of a failed test (with `retries: 1`, every failure gets one). Recording one for
    // every test, to keep those that fail, cost Chromium about a CPU-second per page visit here (its
    // screencast frames and DOM snapshots): site.spec.ts and detail-pages.spec.ts took 12.5 minutes with
    // it and 9.0 without, here.
    trace: 'on-first-retry',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'desktop', testIgnore: WRITES_LISTS, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, channel: undefined } },
    { name: 'mobile', testIgnore: [WRITES_LISTS, SAME_AT_EVERY_WIDTH, DESKTOP_ONLY], use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, channel: undefined } },
    // After the others: they add an event and a book for a few seconds, which the Events and Books specs
    // (they count every card) must not see, and reorder Home and News, which Home's specs check.
    {
      name: 'cms-writes',
      testMatch: WRITES_LISTS,
      dependencies: ['desktop', 'mobile'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, channel: undefined },
    },
    {
      name: 'cms-writes-mobile',
      testMatch: WRITES_LISTS_AT_375,
      dependencies: ['desktop', 'mobile'],
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, channel: undefined },
    },
  ],
  webServer: [
    {
      command: `node scripts/with-database.mjs node node_modules/next/dist/bin/next ${nextStartArgs(port, '127.0.0.1').join(' ')}`,
      url: baseURL,
      reuseExistingServer: false,
      timeout: 90_000,
      // SIGTERM, so that the wrapper stops the database once the server has exited.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      // The radio tests start their own Icecast on the radio port: no demo station there.
      // The tests act as a trusted proxy from 127.0.0.1 (X-Forwarded-For gives each test its own client);
      // other loopback addresses (127.0.0.2...) are untrusted clients (e2e/forms-hardening.spec.ts).
      // The weather tests start their own stub of the weather API on port + 15050 (e2e/weather.spec.ts).
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        ...radioEnv,
        DATA_DIR: e2eDataDir,
        TRUSTED_PROXIES: '127.0.0.1',
        WEATHER_API_URL: `http://127.0.0.1:${port + 15050}`,
        PAYLOAD_CSRF_ORIGINS: baseURL,
      },
    },
    {
      // Builds `.next-ads` first when it is missing or stale (`npm test` builds it beforehand).
      command: 'node scripts/with-database.mjs node scripts/e2e-ads-server.mjs',
      url: adsBaseURL,
      reuseExistingServer: false,
      timeout: 240_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      env: { NEXT_TELEMETRY_DISABLED: '1', PORT: String(adsPort), ...radioEnv, DATA_DIR: e2eAdsDataDirOf({ ...process.env, E2E_PORT: String(port) }), TRUSTED_PROXIES: '127.0.0.1' },
    },
  ],
});
