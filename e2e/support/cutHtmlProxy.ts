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

/**
 * A proxy in front of the test server that sends one page's HTML as a slow network can: up to the end of
 * the tag that contains the `nth` (default first) `cutAfter`, then the rest `pauseMs` later. The browser meanwhile has the
 * stylesheet and paints what it has parsed (a phone paints a half-received page). Everything else passes
 * through unchanged. An HTML without `cutAfter` is answered 500, so that a renamed marker fails the test.
 */
export async function startCutHtmlProxy(
  upstream: string,
  { path, cutAfter, nth = 1, pauseMs }: { path: string; cutAfter: string; nth?: number; pauseMs: number },
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
      let at = -1;
      for (let found = 0; found < nth; found += 1) {
        at = html.indexOf(cutAfter, at + 1);
        if (at < 0) break;
      }
      if (at < 0) {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(`${path} has no ${nth > 1 ? `${nth} times ` : ''}${cutAfter} to cut after`);
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
