import { Server, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import { securityHeaders, securityOptionsFromEnv } from '@/config/securityHeaders';
import { actionBodyLimit, isEventSubmission } from '@/server/forms/limits';
import { CLIENT_ADDRESS_HEADER, parseTrustedProxies, resolveClientAddress, stampedAddress } from './clientAddress';
import { createCompressor } from './compression';
import { fillErrorDocuments } from './errorDocument';
import { createStaticAssetServer } from './staticAssets';

/**
 * What this process's HTTP server does before Next.js sees a request (installed at start by
 * src/instrumentation.ts): it answers the requests Next.js would turn into a bare 500, it lingers
 * before closing a connection after an early answer, it answers browsers with the build's Brotli
 * copies of the scripts and stylesheets (./staticAssets.ts), it writes the client's address, taken
 * from the socket, where the application reads it, it compresses the answer (./compression.ts), and it
 * writes the error page's words into Next.js's empty error document (./errorDocument.ts).
 */

/**
 * Methods the Fetch standard forbids: Next.js cannot turn such a request into a `Request` for a
 * route handler or the proxy, and would answer 500. (CONNECT never reaches a 'request' handler, and
 * Node's parser already refuses TRACK with a 400.)
 */
export const FORBIDDEN_METHODS: ReadonlySet<string> = new Set(['TRACE']);

/**
 * Documents served to readers' apps (feeds, calendars, the sitemap, robots.txt): GET and HEAD only.
 * Next.js answers other methods on most of them with 405 itself, but not on every prerendered one
 * (a category feed answered a POST with 200 once a proxy matched its path), so the rule lives here.
 */
const READ_ONLY_PATH = /(\.(xml|ics|txt)|\/ics)$/;

/** Whether `url` (path and query) is a read-only document of the site. */
export function isReadOnlyPath(url: string): boolean {
  return READ_ONLY_PATH.test(url.split('?', 1)[0]!);
}

export type Refusal = { status: 400 | 403 | 405 | 411 | 413; headers?: Record<string, string>; title: string; text: string };

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * Why a request must be refused here, or null. A POST outside `/api/` is a Server Action: Next.js
 * aborts one whose `Origin` is `null` or another site's, and one whose body is over its limit, with a
 * 500; we answer 403 and 413 instead (411 for a body without a declared length). The host compared is the one Next.js compares
 * (`X-Forwarded-Host`, else `Host`), so nothing Next.js would accept is refused.
 */
export function refusalFor(method: string, url: string, headers: IncomingHttpHeaders): Refusal | null {
  // A NUL in the path (`%00`): no page has one, and Next.js, looking for a file of that name, logs a
  // TypeError for each such request (scanners send many), burying real errors in the log.
  if (/%00|\0/.test(url.split('?', 1)[0]!)) {
    return { status: 400, title: 'Bad request', text: 'This address contains a character no page of this site has.' };
  }
  if (FORBIDDEN_METHODS.has(method.toUpperCase())) {
    return { status: 405, headers: { Allow: 'GET, HEAD, POST' }, title: 'Method not allowed', text: 'This method is not allowed.' };
  }
  const upper = method.toUpperCase();
  if (upper !== 'GET' && upper !== 'HEAD' && !url.startsWith('/api/') && isReadOnlyPath(url)) {
    return { status: 405, headers: { Allow: 'GET, HEAD' }, title: 'Method not allowed', text: 'This address can only be read.' };
  }
  if (upper !== 'POST' || url.startsWith('/api/')) return null;
  const origin = headerValue(headers, 'origin');
  if (origin !== undefined) {
    const host = headerValue(headers, 'x-forwarded-host')?.split(',')[0]?.trim() || headerValue(headers, 'host');
    let originHost: string | null = null;
    try {
      originHost = origin === 'null' ? null : new URL(origin).host;
    } catch {
      // not an origin at all
    }
    if (!originHost || originHost !== host) {
      return { status: 403, title: 'Form refused', text: 'This form can only be sent from a page of this site. Please open the page again and send it from there.' };
    }
  }
  // A body sent in chunks has no length to check here, and Next.js answers one over its limit with a
  // 500. Browsers always send a form's length; a client that does not is asked to (411).
  if (headerValue(headers, 'content-length') === undefined && headerValue(headers, 'transfer-encoding') !== undefined) {
    return {
      status: 411,
      title: 'Length required',
      text: 'This form must be sent with its length (a Content-Length header). Please send it again from the page.',
    };
  }
  if (Number(headerValue(headers, 'content-length') ?? 0) > actionBodyLimit(url)) {
    // The event form carries a photo: over its limit, the photo is what is too large, not the text.
    return {
      status: 413,
      title: 'Too much to send',
      text: isEventSubmission(url)
        ? "The photo is too large to send: photos may be up to 10 MB. Use your browser's Back button to return to the form, choose a smaller photo and send it again."
        : "That is too much text to send at once. Use your browser's Back button to return to the form, shorten your message and send it again.",
    };
  }
  return null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small page for a refusal, with the site's security headers. */
export function writeRefusal(res: ServerResponse, refusal: Refusal, security: Record<string, string>): void {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(refusal.title)}</title></head><body><main><h1>${escapeHtml(refusal.title)}</h1><p>${escapeHtml(refusal.text)}</p><p><a href="/">Go to the home page</a></p></main></body></html>`;
  res.writeHead(refusal.status, {
    ...security,
    ...refusal.headers,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  res.end(body);
}

/**
 * Next.js 16 answers a redirect rendered on a cache miss (a legacy story address, a renamed story's old
 * one) with its Location header twice, the same address in both. Browsers follow it, but other clients
 * join the two into one address that leads nowhere (`/news/a, /news/a`). Before the head is written,
 * copies of one address become one; different addresses are left as they are.
 */
export function keepOneLocation(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithOneLocation(this: ServerResponse, ...args: unknown[]) {
    const location = this.getHeader('location');
    if (Array.isArray(location) && location.length > 1 && new Set(location).size === 1) this.setHeader('location', location[0]!);
    return writeHead.apply(this, args as Parameters<typeof writeHead>);
  } as typeof writeHead;
}

/** How long a connection closed after an early answer still takes what the client sends. */
export const LINGER_MS = 2000;

type ClosingSocket = Socket & { destroySoon(): void };

/** Each connection's request in progress (HTTP/1.1 answers one at a time). */
const requestOn = new WeakMap<Socket, IncomingMessage>();

/**
 * A lingering close, as nginx and Apache make. An answer sent before its request's body was all read
 * (a 413 for an upload that is too large, a refused form) closes the connection, and Node closes it at
 * once: the client, still sending, then gets a reset from the server's system, which can reach it
 * before it has read the answer, and a browser shows a connection error instead of the message. So when
 * the request is not complete, the server ends its side (the client reads the whole answer, then its
 * end), leaves the connection open for up to LINGER_MS while the client stops sending, and closes it
 * then (at once if the client closes first). Node calls `destroySoon` to close a connection after an
 * answer with `Connection: close`; it is replaced once per connection.
 */
export function lingerOnEarlyClose(req: IncomingMessage): void {
  const socket = req.socket as ClosingSocket;
  const known = requestOn.has(socket);
  requestOn.set(socket, req);
  if (known || typeof socket.destroySoon !== 'function') return;
  const destroySoon = socket.destroySoon;
  socket.destroySoon = function lingeringDestroySoon(this: ClosingSocket) {
    if (requestOn.get(this)?.complete !== false || this.destroyed) return destroySoon.call(this);
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
    this.once('end', () => this.destroy());
  };
}

export type GuardOptions = {
  trustedProxies?: string;
  security?: Record<string, string>;
  /** The build's `static` folder, whose scripts and stylesheets are kept compressed (./staticAssets.ts). */
  staticDir?: string;
};

/** The compressor is Express-style middleware; what comes after it here is Next.js, called by the server. */
const noFollowingMiddleware = () => {};

/**
 * Handles one request: returns true when it answered it, otherwise stamps the client's address, keeps
 * the answer to one Location header, compresses it and fills an empty error document.
 */
export function createRequestGuard(options: GuardOptions = {}) {
  const trusted = parseTrustedProxies(options.trustedProxies);
  const security = options.security ?? Object.fromEntries(securityHeaders(securityOptionsFromEnv()).map((h) => [h.key, h.value]));
  const compress = createCompressor();
  const serveStaticAsset = options.staticDir ? createStaticAssetServer(options.staticDir, security) : null;
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    lingerOnEarlyClose(req);
    const refusal = refusalFor(req.method ?? '', req.url ?? '', req.headers);
    if (refusal) {
      // Read (and drop) what the client still sends, so that it sees the answer instead of a reset.
      req.resume();
      writeRefusal(res, refusal, security);
      return true;
    }
    if (serveStaticAsset?.(req, res)) return true;
    const address = resolveClientAddress(req.socket.remoteAddress, headerValue(req.headers, 'x-forwarded-for'), trusted);
    req.headers[CLIENT_ADDRESS_HEADER] = stampedAddress(address);
    keepOneLocation(res);
    compress(req, res, noFollowingMiddleware);
    // After the compressor, so that it compresses the filled document.
    fillErrorDocuments(req, res);
    return false;
  };
}

let installed = false;

/**
 * Puts the guard in front of every HTTP server of this process (the `next start` server included), by
 * wrapping `Server.prototype.emit` for 'request' events. Idempotent. Reads TRUSTED_PROXIES, and
 * NEXT_DIST_DIR for the build's folder (`.next` by default, under the working directory).
 */
export function installRequestGuard(
  ServerClass: typeof Server = Server,
  options: GuardOptions = {
    trustedProxies: process.env.TRUSTED_PROXIES,
    staticDir: path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'static'),
  },
): void {
  if (installed) return;
  const guard = createRequestGuard(options);
  installed = true;
  const emit = ServerClass.prototype.emit;
  ServerClass.prototype.emit = function guardedEmit(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      if (guard(req, res)) return true;
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
}
