import type { APIRequestContext } from '@playwright/test';
import { expect, isMobile, test } from './fixtures';

/**
 * A crawler over HTTP against the production server: it starts at '/', follows every internal link
 * of every page it reaches, and expects each page to answer 200 with a unique title, a meta
 * description and a canonical link to itself. Then it does the same from every address of the
 * sitemap (pages no menu links to yet), and checks that every crawled page is in the sitemap.
 * Downloads (feeds, calendar files) are fetched and checked for 200 but not parsed for links.
 */

const DOWNLOAD = /\.(xml|ics|txt|json|pdf|svg|png|jpe?g|webp)$/i;

function decodeEntities(s: string): string {
  return s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}

/** Internal link targets of an HTML page: pathnames without query or fragment. */
function internalLinks(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)) {
    const href = decodeEntities(m[1] ?? '');
    if (!href.startsWith('/') || href.startsWith('//')) continue;
    const path = new URL(href, 'http://site.invalid').pathname;
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/_next/')) continue;
    found.add(path);
  }
  return [...found];
}

function attr(html: string, tag: RegExp, name: string): string | undefined {
  const el = tag.exec(html)?.[0];
  if (!el) return undefined;
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(el);
  return m ? decodeEntities(m[1] ?? '') : undefined;
}

/** The pathnames a sitemap lists. */
function sitemapPathsOf(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(decodeEntities(m[1] ?? '')).pathname);
}

type PageFacts = {
  path: string;
  status: number;
  /** Not an HTML page (a feed, a calendar file...): checked for 200 only. */
  download?: boolean;
  title?: string;
  description?: string;
  canonical?: string;
  links: string[];
  /** External links lacking target=_blank or rel="noopener noreferrer", and frames without sandbox. */
  unsafe?: string[];
};

/** External links must open a new tab without handing over our page; frames must be sandboxed. */
function unsafeElements(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<a\b[^>]*>/gi)) {
    const tag = m[0];
    const href = /\shref="([^"]*)"/.exec(tag)?.[1] ?? '';
    if (!/^https?:\/\//.test(href)) continue;
    const rel = (/\srel="([^"]*)"/.exec(tag)?.[1] ?? '').split(/\s+/);
    if (!rel.includes('noopener') || !rel.includes('noreferrer') || !/\starget="_blank"/.test(tag)) found.push(`link ${href}`);
  }
  for (const m of html.matchAll(/<iframe\b[^>]*>/gi)) {
    if (!/\ssandbox="/.test(m[0])) found.push(`frame ${/\ssrc="([^"]*)"/.exec(m[0])?.[1] ?? ''}`);
  }
  return found;
}

async function fetchPage(request: APIRequestContext, path: string): Promise<PageFacts> {
  const response = await request.get(path, { maxRedirects: 0 });
  const status = response.status();
  const type = response.headers()['content-type'] ?? '';
  if (DOWNLOAD.test(path) || (status === 200 && !type.includes('text/html'))) return { path, status, download: true, links: [] };
  const html = await response.text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return {
    path,
    status,
    title: title === undefined ? undefined : decodeEntities(title),
    description: attr(html, /<meta\b[^>]*\sname="description"[^>]*>/, 'content'),
    canonical: attr(html, /<link\b[^>]*\srel="canonical"[^>]*>/, 'href'),
    links: internalLinks(html),
    unsafe: unsafeElements(html),
  };
}

/** Breadth-first crawl from the seeds, a few requests at a time; `seen` is shared between calls. */
async function crawl(request: APIRequestContext, seeds: readonly string[], seen: Map<string, PageFacts>, linkedFrom: Map<string, string>) {
  let queue = seeds.filter((p) => !seen.has(p));
  for (const p of queue) seen.set(p, { path: p, status: 0, links: [] });
  while (queue.length > 0) {
    const batch = queue.slice(0, 4);
    queue = queue.slice(4);
    for (const facts of await Promise.all(batch.map((p) => fetchPage(request, p)))) {
      seen.set(facts.path, facts);
      for (const link of facts.links) {
        if (seen.has(link)) continue;
        seen.set(link, { path: link, status: 0, links: [] });
        linkedFrom.set(link, facts.path);
        queue.push(link);
      }
    }
  }
}

test('every internal link answers 200; every page has a unique title, a description and a canonical URL', async ({ page, request }) => {
  test.skip(isMobile(page), 'HTTP crawl: the desktop project runs it once');
  test.setTimeout(240_000);

  const seen = new Map<string, PageFacts>();
  const linkedFrom = new Map<string, string>();
  await crawl(request, ['/'], seen, linkedFrom);
  const fromHome = seen.size;
  // The editorial-trust pages (issue 19) are found by following links from Home: the footer's
  // corrections, Events' "Submit Event", the bylines' author pages.
  const reached = [...seen.keys()];
  for (const path of ['/corrections', '/corrections/feed.xml', '/events/submit']) expect(reached, `${path} reached from '/'`).toContain(path);
  expect(reached.filter((p) => p.startsWith('/authors/')).length, "author pages reached from '/'").toBeGreaterThan(1);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  const sitemapPaths = sitemapPathsOf(sitemap);
  expect(sitemapPaths.length).toBeGreaterThan(10);
  await crawl(request, sitemapPaths, seen, linkedFrom);
  await crawl(request, ['/feed.xml', '/robots.txt', '/sitemap.xml'], seen, linkedFrom);

  const all = [...seen.values()];
  const failed = all.filter((p) => p.status !== 200);
  // Other specs take down stories they published while this one runs: a story can be gone between the
  // page that linked to it and its own request. An address that answered 404 is broken while some page
  // (or the sitemap) still links to it, asked again now that the take-down has renewed them.
  const stillLinked = async (path: string) => {
    const linkers = all.filter((p) => p.links.includes(path)).map((p) => p.path);
    for (const linker of linkers) {
      if (internalLinks(await (await request.get(linker)).text()).includes(path)) return true;
    }
    if (!sitemapPaths.includes(path)) return false;
    const sitemapNow = await (await request.get('/sitemap.xml')).text();
    return sitemapPathsOf(sitemapNow).includes(path);
  };
  const broken: string[] = [];
  const takenDown = new Set<string>();
  for (const p of failed) {
    if (p.status === 404 && !(await stillLinked(p.path))) {
      takenDown.add(p.path);
      console.log(`crawl: ${p.path} answered 404 and is no longer linked (taken down during the crawl)`);
    } else {
      broken.push(`${p.path} -> ${p.status} (linked from ${linkedFrom.get(p.path) ?? 'seed'})`);
    }
  }
  expect(broken, 'internal links that do not answer 200').toEqual([]);

  const pages = all.filter((p) => !p.download && !takenDown.has(p.path));
  const problems: string[] = [];
  const titles = new Map<string, string>();
  for (const p of pages) {
    if (!p.title) problems.push(`${p.path}: no title`);
    else if (titles.has(p.title)) problems.push(`${p.path}: title '${p.title}' also on ${titles.get(p.title)}`);
    else titles.set(p.title, p.path);
    if (!p.description || p.description.length < 20) problems.push(`${p.path}: no meta description`);
    if (!p.canonical) problems.push(`${p.path}: no canonical link`);
    else if (new URL(p.canonical).pathname !== p.path) problems.push(`${p.path}: canonical points to ${p.canonical}`);
  }
  expect(problems).toEqual([]);

  const unsafe = pages.flatMap((p) => (p.unsafe ?? []).map((u) => `${p.path}: ${u}`));
  expect(unsafe, 'external links without target=_blank rel="noopener noreferrer", frames without sandbox').toEqual([]);

  // Other specs publish and take down stories while this one runs: a page crawled after the sitemap was
  // read may be newer than it. Such a page must be in the sitemap once it has been renewed (or be gone).
  const missing = pages.map((p) => p.path).filter((p) => !sitemapPaths.includes(p));
  await expect
    .poll(async () => {
      if (!missing.length) return [];
      const now = await (await request.get('/sitemap.xml')).text();
      const listed = new Set(sitemapPathsOf(now));
      const still: string[] = [];
      for (const path of missing.filter((p) => !listed.has(p))) {
        if ((await request.get(path, { maxRedirects: 0 })).status() === 200) still.push(path);
      }
      return still;
    }, { message: 'crawled pages missing from the sitemap', timeout: 15_000 })
    .toEqual([]);

  console.log(`crawl: ${fromHome} addresses reached from '/', ${pages.length} pages and ${all.length - pages.length - takenDown.size} downloads in all, every one 200`);
  test.info().annotations.push({ type: 'crawled pages', description: String(pages.length) });
});
