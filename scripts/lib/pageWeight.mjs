// Page weight of a prerendered Next.js page, read from a build folder: the gzip size of the HTML, of
// the scripts its HTML loads (<script src>) and of its stylesheets. Bytes are deterministic for a
// given build, so budgets on them can be tests.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const gzipSize = (buf) => gzipSync(buf, { level: 9 }).length;

/** The prerendered HTML file of a route in `.next/server/app`. */
export function htmlPathFor(distDir, route) {
  const name = route === '/' ? 'index' : route.replace(/^\//, '');
  return path.join(distDir, 'server', 'app', `${name}.html`);
}

function assetPath(distDir, src) {
  const url = new URL(src, 'http://x');
  if (!url.pathname.startsWith('/_next/')) return null;
  return path.join(distDir, decodeURIComponent(url.pathname.slice('/_next/'.length)));
}

/** Weight of one page from its HTML text. */
export function weighHtml(distDir, html) {
  const scripts = [...new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]))];
  const styles = [
    ...new Set(
      [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)]
        .map((m) => /href="([^"]+)"/.exec(m[0])?.[1])
        .filter(Boolean),
    ),
  ];
  const weigh = (srcs) =>
    srcs.map((src) => {
      const file = assetPath(distDir, src);
      if (!file || !existsSync(file)) return { src, gzip: 0, missing: true };
      return { src, gzip: gzipSize(readFileSync(file)) };
    });
  const js = weigh(scripts);
  const css = weigh(styles);
  const sum = (xs) => xs.reduce((n, x) => n + x.gzip, 0);
  return { html: gzipSize(Buffer.from(html)), js, css, jsTotal: sum(js), cssTotal: sum(css) };
}

/** Weight of a route's prerendered page in a build folder. */
export function weighRoute(distDir, route) {
  const file = htmlPathFor(distDir, route);
  if (!existsSync(file)) throw new Error(`${route}: no prerendered HTML at ${file} (is the page static?)`);
  return weighHtml(distDir, readFileSync(file, 'utf8'));
}

export const kB = (bytes) => (bytes / 1024).toFixed(1);
