/**
 * Page weight and static rendering, read from the production build in `.next` (bytes are
 * deterministic, so these budgets are tests; timings are not, and stay in the benchmark scripts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, routes, test } from './fixtures';
// @ts-expect-error -- plain ESM helpers shared with the scripts, no type declarations
import { kB, weighRoute } from '../scripts/lib/pageWeight.mjs';
import { CSS_BUDGET, FRAMEWORK_BASELINE_JS, HOME_HTML_BUDGET, JS_ABOVE_BASELINE } from '../scripts/lib/budgets.mjs';

type Asset = { src: string; gzip: number };
type Weight = { html: number; js: Asset[]; css: Asset[]; jsTotal: number; cssTotal: number };

const distDir = path.resolve(process.cwd(), '.next');
const pages = [...routes.map((r) => r.path), '/_not-found'];

test.describe('page weight', () => {
  test.skip(({ isMobile }) => isMobile, 'build output is the same for every viewport');

  for (const route of pages) {
    test(`${route} stays within its budgets`, () => {
      const w = weighRoute(distDir, route) as Weight;
      const biggest = [...w.js].sort((a, b) => b.gzip - a.gzip)[0];
      console.log(`${route}: JS ${kB(w.jsTotal)} kB, CSS ${kB(w.cssTotal)} kB, HTML ${kB(w.html)} kB (gzip)`);
      expect(
        w.jsTotal,
        `${route} loads ${kB(w.jsTotal)} kB of JS (budget ${kB(FRAMEWORK_BASELINE_JS + JS_ABOVE_BASELINE)} kB); biggest chunk ${biggest?.src} ${kB(biggest?.gzip ?? 0)} kB`,
      ).toBeLessThanOrEqual(FRAMEWORK_BASELINE_JS + JS_ABOVE_BASELINE);
      expect(w.cssTotal, `${route} CSS ${kB(w.cssTotal)} kB`).toBeLessThanOrEqual(CSS_BUDGET);
      if (route === '/') expect(w.html, `Home HTML ${kB(w.html)} kB`).toBeLessThanOrEqual(HOME_HTML_BUDGET);
    });
  }
});

test.describe('static rendering', () => {
  test.skip(({ isMobile }) => isMobile, 'build output is the same for every viewport');

  test('every page is prerendered; only API routes and the admin run per request', () => {
    const appPaths = JSON.parse(readFileSync(path.join(distDir, 'app-path-routes-manifest.json'), 'utf8')) as Record<string, string>;
    const prerender = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8')) as {
      routes: Record<string, unknown>;
      dynamicRoutes: Record<string, unknown>;
    };
    const isStatic = (route: string) => route in prerender.routes || route in prerender.dynamicRoutes;
    const perRequest = Object.entries(appPaths)
      .filter(([, route]) => !isStatic(route))
      .map(([file, route]) => ({ file, route }))
      // The newsroom admin (/admin) is per request by nature: it is never a public page. So is /search
      // (its weight is checked in e2e/search.spec.ts), and so are the newsletter's links from its mails
      // (confirm, preferences, unsubscribe: each reads its token) and its editors' page (a session).
      .filter(({ route }) => !route.startsWith('/api/') && route !== '/admin/[[...segments]]' && route !== '/search')
      .filter(({ route }) => !['/newsletter/confirm', '/newsletter/preferences', '/newsletter/unsubscribe', '/newsletter/admin'].includes(route));
    expect(perRequest, 'pages or routes rendered per request').toEqual([]);
  });
});
