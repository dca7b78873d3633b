// `npm run bench:publish`: how fast a published story reaches readers. Against a running server
// (BASE_URL, default http://localhost:3000), an editor account (EDITOR_EMAIL / EDITOR_PASSWORD, or
// --email / --password) publishes 20 stories (--count N) one after another through the REST API; for each,
// the time from sending the publish request until the story is linked from `/` and until its own page
// `/news/{slug}` answers 200. Prints every story's figures, then median and max (target: median 2 s,
// max 5 s). The stories are deleted afterwards, also when the run fails.
import { randomUUID } from 'node:crypto';
import { publishBenchOptions, summarize } from './lib/publishStats.mjs';

/** A story not visible after this long counts as missing. */
const GIVE_UP_MS = 30_000;
const POLL_MS = 50;

let options;
try {
  options = publishBenchOptions(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`bench:publish: ${error.message}`);
  process.exit(2);
}
const { baseUrl, email, password, count } = options;

async function api(path, init = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers ?? {}) },
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

/** Milliseconds from `start` until `check()` is true, or null after GIVE_UP_MS. */
async function timeUntil(start, check) {
  while (performance.now() - start < GIVE_UP_MS) {
    if (await check().catch(() => false)) return performance.now() - start;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return null;
}

const onHome = (slug) => async () => (await (await fetch(`${baseUrl}/`, { cache: 'no-store' })).text()).includes(`href="/news/${slug}"`);
const ownPage = (slug) => async () => (await fetch(`${baseUrl}/news/${slug}`, { cache: 'no-store' })).status === 200;

const { token } = await api('/api/users/login', { method: 'POST', body: JSON.stringify({ email, password }) });
const auth = { Authorization: `JWT ${token}` };
const created = [];
const rows = [];
const run = randomUUID().slice(0, 6);
try {
  for (let i = 1; i <= count; i += 1) {
    const start = performance.now();
    const { doc } = await api('/api/stories', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        title: `Publishing benchmark ${run} story ${i}`,
        summary: 'A story published by the publishing benchmark, deleted when it ends.',
        category: 'Politics',
        _status: 'published',
      }),
    });
    created.push(doc.id);
    const [home, page] = await Promise.all([timeUntil(start, onHome(doc.slug)), timeUntil(start, ownPage(doc.slug))]);
    rows.push({ home, page });
    const ms = (t) => (t === null ? 'never' : `${Math.round(t)} ms`);
    console.log(`story ${String(i).padStart(2)}: on / after ${ms(home)}, at /news/${doc.slug} after ${ms(page)}`);
  }
} finally {
  for (const id of created) await api(`/api/stories/${id}`, { method: 'DELETE', headers: auth }).catch((e) => console.error(e.message));
  console.log(`Deleted ${created.length} benchmark stories.`);
}

const seconds = (ms) => (Number.isNaN(ms) ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);
for (const [label, key] of [['on /', 'home'], ['on its page', 'page']]) {
  const s = summarize(rows.map((r) => r[key]));
  console.log(`visible ${label}: median ${seconds(s.median)}, max ${seconds(s.max)}${s.missing ? `, ${s.missing} never seen` : ''} (${rows.length} stories)`);
}
