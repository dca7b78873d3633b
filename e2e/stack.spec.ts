/**
 * The production topology on loopback (issue 21): nginx in front of two instances sharing their cache
 * in Redis, on PostgreSQL (scripts/lib/stack.mjs, the same code as `npm run stack`), on the build
 * `npm test` already made. One stack for the whole file; each test takes one piece away.
 * Runs once, in the desktop project; a browser only for the page a reader gets with the database down.
 */
import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { steadyLoad } from '../scripts/lib/load.mjs';
import { startStack, waitForAnswer, type Stack } from '../scripts/lib/stack.mjs';
import { expectNoAxeViolations } from './fixtures';

const e2ePort = Number(process.env.E2E_PORT ?? 3100);
/** nginx on E2E_PORT + 50, the instances on the next ports, Redis on a port of its own. */
const port = e2ePort + 50;
const redisPort = e2ePort + 2590;
/** The issue's deadline for a publish or an unpublish to be seen everywhere (a functional requirement). */
const VISIBLE_WITHIN_MS = 5000;
const PASSWORD = 'stack-test-password';

let stack: Stack;
let editorToken: string;
/** A story published before the tests, read by the load. */
let steady: { slug: string; title: string };
/** The address of a photo copy uploaded by the photo test, read again with the database down. */
let photoPath: string | undefined;

test.describe.configure({ mode: 'serial' });

async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`${response.status} ${response.url}: ${text.slice(0, 300)}`);
  }
}

/** Logs in through instance `origin`'s REST API; the token. */
async function login(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  expect(response.status, `login ${email}`).toBe(200);
  return (await json<{ token: string }>(response)).token;
}

/** Creates (status 'published') or changes a story through instance `origin`'s REST API. */
async function saveStory(origin: string, data: Record<string, unknown>, id?: number): Promise<{ id: number; slug: string }> {
  const response = await fetch(`${origin}/api/stories${id ? `/${id}` : ''}`, {
    method: id ? 'PATCH' : 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${editorToken}` },
    body: JSON.stringify(data),
  });
  expect(response.status, `save story: ${response.status}`).toBeLessThan(300);
  return (await json<{ doc: { id: number; slug: string } }>(response)).doc;
}

const storyData = (title: string) => ({ title, summary: 'A summary long enough to describe what the story is about.', category: 'Politics', _status: 'published' });

/** Every way in: nginx, and each instance directly. */
const origins = () => [stack.url, ...stack.instances.map((i) => i.url)];

/** What `path` shows at `origin` now: its status and whether `text` is in the page. */
async function look(origin: string, path: string, text: string, headers: Record<string, string> = {}): Promise<{ status: number; shows: boolean }> {
  const response = await fetch(`${origin}${path}`, { headers, signal: AbortSignal.timeout(5000) }).catch(() => null);
  if (!response) return { status: 0, shows: false };
  const body = await response.text();
  return { status: response.status, shows: body.includes(text) };
}

/**
 * Polls every origin until `ready(origin)` holds for all, failing after `withinMs`. Returns how long
 * it took. No sleeping beyond the polling interval.
 */
async function everywhereWithin(withinMs: number, what: string, ready: (origin: string) => Promise<boolean>): Promise<number> {
  const started = Date.now();
  const pending = new Set(origins());
  while (pending.size > 0) {
    await Promise.all([...pending].map(async (origin) => (await ready(origin)) && pending.delete(origin)));
    if (pending.size === 0) break;
    if (Date.now() - started > withinMs) throw new Error(`${what}: not yet at ${[...pending].join(', ')} after ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Date.now() - started;
}

/** The story's page and Home (the list of the newest stories) show it. */
const published = (slug: string, title: string) => async (origin: string) =>
  (await look(origin, `/news/${slug}`, title)).shows && (await look(origin, '/', title)).shows;
const unpublished = (slug: string, title: string) => async (origin: string) =>
  (await look(origin, `/news/${slug}`, title)).status === 404 && !(await look(origin, '/', title)).shows;

/** Whether the feed and the sitemap both list (`listed`) or both leave out the story. */
const inFeeds = (slug: string, listed: boolean) => async (origin: string) =>
  (await look(origin, '/feed.xml', `/news/${slug}<`)).shows === listed && (await look(origin, '/sitemap.xml', `/news/${slug}<`)).shows === listed;

/**
 * Home, News and a story; half the requests carry Payload's cookie name, so that nginx's micro-cache
 * passes them to the instances (the load reaches the instances, not only nginx).
 */
function loadPaths() {
  const uncached = { headers: { cookie: 'payload-token=reader-without-session' } };
  return ['/', '/news', `/news/${steady.slug}`].flatMap((path) => [path, { path, ...uncached }]);
}

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a server test: it runs once, in the desktop project');
  testInfo.setTimeout(300_000);
  stack = await startStack({ instances: 2, port, redisPort, log: process.env.STACK_LOG ? (line) => console.log(line) : undefined });
  const [a] = stack.instances;
  // The stack's database is new: its first account (an admin) comes from Payload's first-user
  // registration; the admin then makes this test's editor.
  const admin = `stack-admin-${randomUUID().slice(0, 8)}@e2e.dallaslocal.test`;
  const first = await fetch(`${a!.url}/api/users/first-register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: admin, password: PASSWORD, 'confirm-password': PASSWORD }),
  });
  expect(first.status, await first.clone().text()).toBeLessThan(300);
  const adminToken = await login(a!.url, admin);
  const editor = `stack-editor-${randomUUID().slice(0, 8)}@e2e.dallaslocal.test`;
  const made = await fetch(`${a!.url}/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${adminToken}` },
    body: JSON.stringify({ email: editor, password: PASSWORD, role: 'editor' }),
  });
  expect(made.status, await made.clone().text()).toBe(201);
  editorToken = await login(a!.url, editor);
  const title = `Steady story ${randomUUID().slice(0, 8)}`;
  steady = { title, slug: (await saveStory(a!.url, storyData(title))).slug };
  await everywhereWithin(30_000, 'the steady story', published(steady.slug, steady.title));
});

test.afterAll(async () => {
  await stack?.stop();
});

test('a story published through instance A is seen through nginx and on every instance within 5 s; unpublished, it leaves as fast', async () => {
  test.setTimeout(60_000);
  const [a] = stack.instances;
  const title = `Stack publish ${randomUUID().slice(0, 8)}`;
  // Every cache holds Home before the publish.
  for (const origin of origins()) expect((await look(origin, '/', steady.title)).shows).toBe(true);

  // ...and the feed and the sitemap: route handlers' output, kept in Redis by their tags like pages.
  for (const origin of origins()) {
    for (const path of ['/feed.xml', '/sitemap.xml']) expect((await look(origin, path, steady.slug)).shows, `${origin}${path}`).toBe(true);
  }

  const { id, slug } = await saveStory(a!.url, storyData(title));
  const seenAfter = await everywhereWithin(VISIBLE_WITHIN_MS, `published "${title}"`, published(slug, title));
  await everywhereWithin(VISIBLE_WITHIN_MS, `"${title}" in the feed and the sitemap`, inFeeds(slug, true));
  await saveStory(a!.url, { _status: 'draft' }, id);
  const goneAfter = await everywhereWithin(VISIBLE_WITHIN_MS, `unpublished "${title}"`, unpublished(slug, title));
  await everywhereWithin(VISIBLE_WITHIN_MS, `"${title}" out of the feed and the sitemap`, inFeeds(slug, false));
  console.log(`publish seen everywhere after ${seenAfter} ms; unpublish after ${goneAfter} ms`);
});

test("nginx's micro-cache takes anonymous page views only: never a preview, a signed-in account, the admin or the API", async () => {
  const cacheStatus = async (path: string, cookie?: string) =>
    (await fetch(`${stack.url}${path}`, { headers: cookie ? { cookie } : {} })).headers.get('x-cache-status');
  expect(await cacheStatus('/')).toMatch(/^(MISS|HIT|EXPIRED|STALE|UPDATING|REVALIDATED)$/);
  expect(await cacheStatus('/', 'payload-token=abc')).toBe('BYPASS');
  expect(await cacheStatus('/', 'theme=dark; __prerender_bypass=abc')).toBe('BYPASS');
  expect(await cacheStatus('/', '__next_preview_data=abc')).toBe('BYPASS');
  // The admin and the API are proxied with no cache at all.
  expect(await cacheStatus('/admin/login')).toBeNull();
  expect(await cacheStatus('/api/health')).toBeNull();

  // The cached copies are the app's Brotli and gzip: each sent as it is to a client that takes it, the
  // gzip one unzipped by nginx for a client that takes neither.
  const raw = (acceptEncoding: string, path = '/') =>
    new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      http
        .get(`${stack.url}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  const browser = await raw('gzip, deflate, br, zstd');
  expect(browser.encoding).toBe('br');
  const page = brotliDecompressSync(browser.body).toString();
  expect(page).toContain('</html>');
  const script = /<script[^>]*src="(\/_next\/static\/[^"]+\.js)"/.exec(page)?.[1];
  expect(script).toBeTruthy();
  for (const view of [1, 2]) expect((await raw('gzip, deflate, br, zstd', script)).encoding, `script, view ${view}`).toBe('br');
  expect((await raw('gzip', script)).encoding).toBe('gzip');
  const zipped = await raw('gzip');
  expect(zipped.encoding).toBe('gzip');
  expect(gunzipSync(zipped.body).toString()).toContain('</html>');
  const plain = await raw('identity');
  expect(plain.encoding).toBeUndefined();
  expect(plain.body.toString()).toContain('</html>');
});

test('photo files are kept a minute by nginx: a second view never reaches an instance, and browsers still get their hour', async () => {
  const [a] = stack.instances;
  const jpeg = await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 42, g: 111, b: 151 } } }).jpeg().toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `stack-${randomUUID().slice(0, 8)}.jpg`);
  form.set('_payload', JSON.stringify({ alt: 'A blue card for the cache test' }));
  const made = await fetch(`${a!.url}/api/media`, { method: 'POST', headers: { Authorization: `JWT ${editorToken}` }, body: form });
  expect(made.status, await made.clone().text()).toBe(201);
  const { doc } = await json<{ doc: { sizes: Record<string, { url: string }> } }>(made);
  photoPath = new URL(doc.sizes.webp480!.url, stack.url).pathname;
  expect(photoPath).toMatch(/^\/api\/media\/file\//);

  const view = async () => {
    const response = await fetch(`${stack.url}${photoPath}`);
    return { status: response.status, cache: response.headers.get('x-cache-status'), cacheControl: response.headers.get('cache-control'), type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const first = await view();
  expect(first).toMatchObject({ status: 200, cache: 'MISS', type: 'image/webp', cacheControl: 'public, max-age=3600' });
  const second = await view();
  expect(second).toMatchObject({ status: 200, cache: 'HIT', type: 'image/webp', cacheControl: 'public, max-age=3600' });
  expect(second.bytes.equals(first.bytes)).toBe(true);
  // A browser's copy past its hour is checked with the file's ETag: a 304 without the bytes.
  const etag = (await fetch(`${stack.url}${photoPath}`)).headers.get('etag');
  expect(etag).toMatch(/^W\/"/);
  const revalidated = await fetch(`${stack.url}${photoPath}`, { headers: { 'If-None-Match': etag! } });
  expect(revalidated.status).toBe(304);
  // A missing file (a 404) is answered by an instance every time, never kept.
  for (let i = 0; i < 2; i++) {
    const missing = await fetch(`${stack.url}/api/media/file/no-such-photo.webp`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-cache-status'), `view ${i + 1} of a missing file`).toBe('MISS');
  }
});

test('kill -9 of one instance under a steady load through nginx: no failed response; restarted, it rejoins', async () => {
  test.setTimeout(120_000);
  const victim = stack.instances[1]!;
  const load = steadyLoad(stack.url, { paths: loadPaths(), connections: 50, duration: 15 });
  await new Promise((r) => setTimeout(r, 3000));
  process.kill(victim.pid!, 'SIGKILL');
  const result = await load;
  console.log('kill -9 under load:', result);
  expect(result.requests).toBeGreaterThan(0);
  expect({ noAnswer: result.noAnswer, '4xx': result['4xx'], '5xx': result['5xx'] }).toEqual({ noAnswer: 0, '4xx': 0, '5xx': 0 });

  await victim.restart();
  // nginx tries a failed instance again after its fail_timeout: the restarted one answers its share.
  const answeredBy = new Set<string>();
  const until = Date.now() + 30_000;
  while (!answeredBy.has(`127.0.0.1:${victim.port}`) && Date.now() < until) {
    const response = await fetch(`${stack.url}/api/health`);
    expect(response.status).toBe(200);
    answeredBy.add(response.headers.get('x-upstream') ?? '');
  }
  expect(answeredBy).toContain(`127.0.0.1:${victim.port}`);
});

test('Redis restarted under load: no 5xx; a publish afterwards is seen everywhere within 5 s', async () => {
  test.setTimeout(120_000);
  const load = steadyLoad(stack.url, { paths: loadPaths(), connections: 50, duration: 10 });
  await new Promise((r) => setTimeout(r, 2000));
  await stack.redis.restart();
  const result = await load;
  console.log('Redis restarted under load:', result);
  expect({ noAnswer: result.noAnswer, '5xx': result['5xx'] }).toEqual({ noAnswer: 0, '5xx': 0 });

  // Every instance reaches Redis again, then invalidation works across instances again.
  for (const instance of stack.instances) await waitForAnswer(`${instance.url}/api/health`, { ok: (s) => s === 200, timeoutMs: 30_000 });
  const title = `After Redis ${randomUUID().slice(0, 8)}`;
  const { slug } = await saveStory(stack.instances[0]!.url, storyData(title));
  await everywhereWithin(VISIBLE_WITHIN_MS, `published after the Redis restart "${title}"`, published(slug, title));
});

test('Redis that takes connections but never answers: every instance still serves pages; once it answers, a publish is seen everywhere', async () => {
  test.setTimeout(120_000);
  const pid = stack.redis.pid!;
  // A page no test has read yet, so that no cache holds it: it is rendered, and its cache writes wait on Redis.
  const fresh = ['/books', '/community/groups', '/news'];
  process.kill(pid, 'SIGSTOP');
  try {
    for (const instance of stack.instances) {
      for (const path of fresh) {
        // Without a deadline of the app's own, these waited for as long as Redis did (nginx: a 504 after 60 s).
        const response = await fetch(`${instance.url}${path}`, { signal: AbortSignal.timeout(20_000) });
        expect(response.status, `${instance.url}${path} with Redis not answering`).toBe(200);
        await response.text();
      }
    }
  } finally {
    process.kill(pid, 'SIGCONT');
  }
  // Answering again: a publish expires the pages on every instance as before.
  const title = `After a stuck Redis ${randomUUID().slice(0, 8)}`;
  const { slug } = await saveStory(stack.instances[0]!.url, storyData(title));
  await everywhereWithin(15_000, `published after Redis answered again "${title}"`, published(slug, title));
});

test('PostgreSQL unreachable: cached published pages are still served; forms answer 503 with a clear message; a page not cached says so in the site frame, with scripts or without', async ({ browser }) => {
  test.setTimeout(120_000);
  // The test above published a story: every save's expiry is sent again two seconds later
  // (LATE_EXPIRY_MS, src/server/content/revalidation.ts). Once that is past, the pages read through every
  // instance are in the shared cache, and nothing expires them before the database goes.
  await new Promise((r) => setTimeout(r, 3_000));
  for (const origin of origins()) {
    for (const path of [`/news/${steady.slug}`, '/']) expect((await look(origin, path, steady.title)).shows).toBe(true);
  }
  const signup = (email: string) =>
    fetch(`${stack.url}/api/newsletter`, {
      method: 'POST',
      // A client address of its own, passed on by nginx (a trusted proxy): the rate limit is not shared.
      headers: { 'X-Forwarded-For': '198.51.100.21' },
      body: new URLSearchParams({ email, source: 'contact-newsletter' }),
    });
  const reader = await browser.newPage();
  await stack.database.stop();
  try {
    for (const origin of origins()) {
      for (const path of [`/news/${steady.slug}`, '/']) {
        const seen = await look(origin, path, steady.title);
        expect(seen, `${origin}${path} with the database down`).toEqual({ status: 200, shows: true });
      }
    }
    const refused = await signup(`stack-${randomUUID().slice(0, 8)}@example.com`);
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { message: string }).message).toMatch(/could not save that just now.*try again/i);
    const health = await fetch(`${stack.url}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'unavailable', reason: 'database unreachable' });
    // One more refused signup, so that every instance answered one (nginx takes turns)...
    expect((await signup(`stack-${randomUUID().slice(0, 8)}@example.com`)).status).toBe(503);
    // ...and those 503s did not take the instances out of nginx's rotation: past the micro-cache (the
    // newsroom's cookie name), the instances still serve the page from the shared cache.
    for (let i = 0; i < stack.instances.length; i++) {
      const seen = await look(stack.url, `/news/${steady.slug}`, steady.title, { cookie: 'payload-token=reader-without-session' });
      expect(seen, 'through nginx, past its micro-cache, after the forms answered 503').toEqual({ status: 200, shows: true });
    }
    // The photo kept by nginx is still served (fresh or, past its minute, stale while no instance can).
    if (photoPath) expect((await fetch(`${stack.url}${photoPath}`)).status, 'a kept photo with the database down').toBe(200);
    // A page no instance has in its cache cannot be rendered: the reader gets the site's frame, what
    // happened and a way on (src/app/(site)/error.tsx), not a bare error page.
    const response = await reader.goto(`${stack.url}/news/not-in-any-cache-${randomUUID().slice(0, 8)}`);
    expect(response?.status()).toBe(500);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText('This page could not be loaded');
    await expect(reader).toHaveTitle('Page could not be loaded - Dallas Local');
    await expect(reader.getByRole('banner').getByRole('link', { name: 'Dallas Local', exact: true })).toBeVisible();
    await expectNoAxeViolations(reader, 'the page that could not be loaded');
    // Without scripts, or before they arrive, the document itself says so and offers the same ways on
    // (src/server/http/errorDocument.ts), where it used to be blank.
    const missing = `/news/not-in-any-cache-${randomUUID().slice(0, 8)}`;
    const scriptless = await browser.newContext({ javaScriptEnabled: false });
    const plain = await scriptless.newPage();
    expect((await plain.goto(`${stack.url}${missing}`))?.status()).toBe(500);
    await expect(plain.getByRole('heading', { level: 1 })).toHaveText('This page could not be loaded');
    await expect(plain).toHaveTitle('Page could not be loaded - Dallas Local');
    await expect(plain.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', missing);
    await expect(plain.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await scriptless.close();
    const slow = await browser.newPage();
    await slow.route('**/_next/static/**/*.js', (route) => route.abort());
    await slow.goto(`${stack.url}${missing}`);
    await expect(slow.getByRole('heading', { level: 1 })).toHaveText('This page could not be loaded');
    await expectNoAxeViolations(slow, 'the error document before its scripts');
    await slow.close();
  } finally {
    await stack.database.start();
  }
  // Back: the same form succeeds again without restarting anything.
  const until = Date.now() + 30_000;
  let status = 0;
  while (status !== 200 && Date.now() < until) status = (await signup(`stack-${randomUUID().slice(0, 8)}@example.com`)).status;
  expect(status).toBe(200);
  // "Try again" asks the server again: the address has no story, and now says so.
  await reader.getByRole('button', { name: 'Try again' }).click();
  await expect(reader.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
  await reader.close();
  for (const instance of stack.instances) expect(instance.running, `${instance.name} still runs`).toBe(true);
});
