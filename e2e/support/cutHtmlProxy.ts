import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CutHtmlProxy {
  /** The proxy's origin: open the page here. */
  url: string;
  /** How many times the page's HTML was sent cut (a test that expects a cut checks it happened). */
  cuts: () => number;
  close: () => Promise<void>;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);

/** Where to cut: a position in the page's HTML (the cut comes after the tag there), or -1 for none. */
export type CutPoint = (html: string) => number;

/** The `nth` (from 1) occurrence of `marker`. */
export const occurrence =
  (marker: string, nth = 1): CutPoint =>
  (html) => {
    let at = -1;
    for (let found = 0; found < nth; found += 1) {
      at = html.indexOf(marker, at + 1);
      if (at < 0) break;
    }
    return at;
  };

/** The opening tag halfway through `<main>`'s (the page's content half received, whatever it is). */
export const halfwayThroughMain: CutPoint = (html) => {
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>', start);
  if (start < 0 || end < 0) return -1;
  const tags = [...html.slice(start, end).matchAll(/<[a-z][a-z0-9-]*[\s>]/g)].map((match) => start + match.index);
  return tags[Math.floor(tags.length / 2)] ?? -1;
};

/**
 * A proxy in front of the test server that sends one page's HTML as a slow network can: up to the end of
 * the tag at `cutAfter` (`occurrence` of a marker, or `halfwayThroughMain`), then the rest `pauseMs` later. The
 * browser meanwhile has the stylesheet and paints what it has parsed (a phone paints a half-received
 * page). Everything else passes through unchanged. An HTML without the cut point is answered 500, so that
 * a renamed marker fails the test.
 */
export async function startCutHtmlProxy(
  upstream: string,
  { path, cutAfter, pauseMs }: { path: string; cutAfter: CutPoint; pauseMs: number },
): Promise<CutHtmlProxy> {
  let cuts = 0;
  const server = http.createServer((req, res) => {
    void (async () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (name !== 'host' && name !== 'accept-encoding' && typeof value === 'string') headers.set(name, value);
      }
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const upstreamResponse = await fetch(`${upstream}${req.url}`, {
        method: req.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        redirect: 'manual',
      });
      const body = Buffer.from(await upstreamResponse.arrayBuffer());
      const answerHeaders: Record<string, string> = {};
      upstreamResponse.headers.forEach((value, name) => {
        if (!HOP_BY_HOP.has(name)) answerHeaders[name] = value;
      });
      const isPage = req.method === 'GET' && req.url === path && !req.headers.rsc && (upstreamResponse.headers.get('content-type') ?? '').startsWith('text/html');
      if (!isPage) {
        res.writeHead(upstreamResponse.status, answerHeaders).end(body);
        return;
      }
      const html = body.toString('utf8');
      const at = cutAfter(html);
      if (at < 0) {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(`${path}: no place to cut after`);
        return;
      }
      const cut = Buffer.byteLength(html.slice(0, html.indexOf('>', at) + 1));
      cuts += 1;
      res.writeHead(upstreamResponse.status, answerHeaders);
      res.write(body.subarray(0, cut));
      setTimeout(() => res.end(body.subarray(cut)), pauseMs);
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    cuts: () => cuts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
