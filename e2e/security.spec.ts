import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, routes, test } from './fixtures';
import { malformedRequests } from './support/malformedRequests';
import { rawRequest } from './support/rawHttp';
import { KEEP_ALIVE_TIMEOUT_MS } from '../scripts/lib/nextStart.mjs';

const pages = [...routes.map((r) => r.path), '/no-such-page'];

/** Every file and folder under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' });
}

test.describe('security headers', () => {
  test.skip(({ isMobile }) => isMobile, 'headers do not depend on the viewport');

  for (const path of pages) {
    test(`${path} carries the security headers`, async ({ request }) => {
      const response = await request.get(path);
      const h = response.headers();
      expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(h['content-security-policy']).toContain("object-src 'none'");
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(h['permissions-policy']).toMatch(/camera=\(\)/);
      expect(h['permissions-policy']).toMatch(/microphone=\(\)/);
      expect(h['permissions-policy']).toMatch(/geolocation=\(\)/);
      expect(h['cross-origin-opener-policy']).toBe('same-origin');
      expect(h['x-powered-by']).toBeUndefined();
    });
  }

  test('pages are cacheable for a short time and assets for a year', async ({ request }) => {
    const page = await request.get('/news');
    expect(page.headers()['cache-control']).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
    const html = await page.text();
    const script = /<script[^>]*src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script!);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('idle connections stay open longer than a client or nginx reuses them', async ({ request }) => {
    // Node's default of 5 s closed connections that clients were about to reuse (ECONNRESET, or a 502
    // from nginx for a POST): the server now keeps them 65 s and says so.
    const response = await request.get('/api/health');
    expect(response.headers()['keep-alive']).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
  });

  test('responses are compressed: Brotli for a browser, gzip for a client that takes only gzip', async ({ request }) => {
    const browser = 'gzip, deflate, br, zstd';
    const page = await request.get('/contact', { headers: { 'Accept-Encoding': browser } });
    expect(page.headers()['content-encoding']).toBe('br');
    expect(page.headers()['vary']).toMatch(/accept-encoding/i);
    const html = await page.text();
    expect(html).toContain('Send Us a Message');
    const script = /<script[^>]*src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
    expect((await request.get(script!, { headers: { 'Accept-Encoding': browser } })).headers()['content-encoding']).toBe('br');
    // A hashed script is the build's Brotli copy at its best quality (src/server/http/staticAssets.ts):
    // it has its length (an answer compressed as it is sent has none), the same script and the site's headers.
    const kept = await request.get(script!, { headers: { 'Accept-Encoding': browser } });
    expect(kept.headers()['content-length']).toMatch(/^\d+$/);
    expect(kept.headers()['content-encoding']).toBe('br');
    expect(kept.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(kept.headers()['x-content-type-options']).toBe('nosniff');
    expect(await kept.text()).toBe(await (await request.get(script!, { headers: { 'Accept-Encoding': 'identity' } })).text());
    const gzip = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(await gzip.text()).toContain('Dallas Local');
  });
});

test.describe('content security policy in the browser', () => {
  // At 375 px, site.spec.ts loads every route and fails on any console error, which a CSP violation is.
  test.skip(({ isMobile }) => isMobile, 'the same policy and resources at every width; site.spec.ts covers the phone');
  for (const path of pages) {
    test(`${path} reports no CSP violation and no console error`, async ({ page, consoleErrors }) => {
      // Third parties answer with stand-ins, so that only our own page is judged here.
      await page.route(/^https:\/\/(rss\.app|covers\.openlibrary\.org)\//, (route) =>
        route.request().resourceType() === 'image'
          ? route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="2" height="3"/>' })
          : route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>feed</title><p>Feed</p>' }),
      );
      await page.addInitScript(() => {
        const w = window as unknown as { __csp: string[] };
        w.__csp = [];
        document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
      });
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      const violations = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
      expect(violations).toEqual([]);
      // The 404 page's own status is logged by Chromium as a failed resource; nothing else may be.
      const errors = consoleErrors.filter((e) => !(path === '/no-such-page' && e.includes('404')));
      expect(errors).toEqual([]);
    });
  }
});

test.describe('bad input', () => {
  test.skip(({ isMobile }) => isMobile, 'server behavior does not depend on the viewport');
  test.setTimeout(180_000);

  test('malformed requests never get a 5xx or hang, and the server keeps answering', async ({ baseURL, request }) => {
    const port = Number(new URL(baseURL!).port);
    const cases = malformedRequests();
    const failures: string[] = [];
    const statuses = new Map<string, number>();
    // A few at a time: a burst, but not a denial of service of our own test server.
    const concurrency = 8;
    for (let i = 0; i < cases.length; i += concurrency) {
      const batch = cases.slice(i, i + concurrency);
      const results = await Promise.all(batch.map((c) => rawRequest(port, c.method, c.target, c.headers ?? {})));
      results.forEach((r, k) => {
        const c = batch[k]!;
        const key = String(r.status);
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        if (r.status === 'timeout' || (typeof r.status === 'number' && r.status >= 500)) {
          failures.push(`${c.why}: ${c.method} ${c.target.slice(0, 80)} -> ${r.status}`);
        }
      });
    }
    console.log(`bad input: ${cases.length} malformed requests; statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(cases.length).toBeGreaterThanOrEqual(500);
    expect(failures).toEqual([]);
    // A NUL in the path is answered before Next.js (which would log a TypeError for each).
    expect((await rawRequest(port, 'GET', '/news/%00', {})).status).toBe(400);
    const after = await request.get('/news');
    expect(after.status()).toBe(200);
  });

  test('addresses anyone can make up are answered 404 without adding files to the page cache', async ({ request }) => {
    // The pages that render unknown addresses on demand cache their 404s too; on disk that was ~140 kB
    // for each made-up address, without bound. They are kept in memory, least recently used out (0038).
    const token = `made-up-${Date.now().toString(36)}`;
    const addresses = [
      `/news/${token}`,
      `/news/category/${token}`,
      `/news/category/${token}/feed.xml`,
      `/authors/${token}`,
      `/community/groups/${token}`,
      `/community/initiatives/${token}`,
      `/news/politics/${token}`,
    ];
    for (const address of addresses) {
      for (let i = 0; i < 2; i++) expect((await request.get(address)).status(), address).toBe(404);
    }
    const server = path.join(process.cwd(), '.next', 'server');
    expect(filesUnder(server).filter((f) => f.includes(token))).toEqual([]);
    // Pages rendered on demand are still cached: a story's next request is served from the cache (polled,
    // since a publish by a test running beside this one expires the story lists it shows).
    const story = '/news/city-council-backs-48-million-sidewalk-push-for-southern-dallas';
    await expect.poll(async () => (await request.get(story)).headers()['x-nextjs-cache']).toBe('HIT');
  });
});
