import type { IncomingMessage, ServerResponse } from 'node:http';
import { site } from '@/config/site';
import { PAGE_ERROR } from '@/features/page-error/copy';
import { escapeXml } from '@/features/seo/rss';
import { plainNotice } from './plainNotice';

/**
 * Next.js 16 answers a page that failed while rendering (the database unreachable while the page was
 * not in the cache, say) with an empty document: `<html id="__next_error__">`, an empty `<body>` and the
 * scripts, which then draw src/app/(site)/error.tsx (vercel/next.js#62228, the same gap as decision
 * 0043's). A reader whose scripts do not run saw a blank page, titled as the page that failed. The
 * request guard holds such an answer and writes into it the same words as the error page, plainly drawn
 * (./plainNotice.ts: the document has no stylesheet), with a "Try again" link to the same address: the
 * scripts, when they run, render the document anew with `createRoot`, and React replaces all of it.
 */
const ERROR_SHELL = /^\s*(?:<!DOCTYPE html>)?\s*<html id="__next_error__"([^>]*)>/i;

/** Largest answer held to be filled: Next.js's error document is about 30 kB. */
export const MAX_HELD_BYTES = 512 * 1024;

/** The address to try again: the request's own path and query, never another host (`//host` or `/\host`). */
function retryHref(url: string): string {
  return `/${url.replace(/^[/\\]+/, '')}`;
}

/**
 * Next.js's empty error document with the error page's words in it (for `url`, the request's path and
 * query), its title and the site's language; null for any other document. Pure.
 */
export function fillErrorDocument(html: string, url: string): string | null {
  const shell = ERROR_SHELL.exec(html);
  const body = /<body\b[^>]*>/i.exec(html);
  if (!shell || !body) return null;
  const title = `<title>${escapeXml(`${PAGE_ERROR.title} - ${site.name}`)}</title>`;
  const withTitle = /<title>[^<]*<\/title>/i.test(html.slice(0, body.index))
    ? html.slice(0, body.index).replace(/<title>[^<]*<\/title>/i, title)
    : html.slice(0, body.index).replace(/<\/head>/i, `${title}</head>`);
  const htmlTag = /\blang=/i.test(shell[1]!) ? shell[0] : shell[0].replace(/>$/, ' lang="en-US">');
  // Without a stylesheet the body keeps the browser's margin; React removes this attribute when it renders.
  const bodyTag = /\bstyle=/i.test(body[0]) ? body[0] : body[0].replace(/>$/, ' style="margin:0">');
  const notice = plainNotice({
    heading: PAGE_ERROR.heading,
    text: PAGE_ERROR.text,
    links: [
      { href: retryHref(url), label: PAGE_ERROR.retry },
      { href: '/', label: PAGE_ERROR.home },
    ],
  });
  return withTitle.replace(shell[0], htmlTag) + bodyTag + notice + html.slice(body.index + body[0].length);
}

type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse;

function toBuffer(chunk: unknown, encoding: unknown): Buffer | null {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

/**
 * Makes `res` hold an HTML answer with status 500 until it ends, and send it with fillErrorDocument's
 * words when it is Next.js's empty error document (with its new length). Any other answer, one whose
 * headers were already sent, and one over MAX_HELD_BYTES go out as they come. GET only: HEAD has no body.
 */
export function fillErrorDocuments(req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'GET') return;
  const write = res.write as Write;
  const end = res.end as End;
  const held: Buffer[] = [];
  let heldBytes = 0;
  let holding: boolean | undefined;

  const restore = () => {
    res.write = write as ServerResponse['write'];
    res.end = end as ServerResponse['end'];
  };
  const decide = () => {
    holding ??= res.statusCode === 500 && !res.headersSent && /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''));
    if (!holding) restore();
    return holding;
  };
  const hold = (chunk: unknown, encoding: unknown) => {
    const buffer = toBuffer(chunk, encoding);
    if (!buffer) return;
    held.push(buffer);
    heldBytes += buffer.length;
  };
  const callbackOf = (...args: unknown[]) => args.find((a): a is () => void => typeof a === 'function');

  res.write = function heldWrite(this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    if (!decide()) return write.call(this, chunk, encoding, callback);
    hold(chunk, encoding);
    if (heldBytes > MAX_HELD_BYTES) {
      // Not an error document of Next.js's size: send what was held and stop holding.
      holding = false;
      restore();
      return write.call(this, Buffer.concat(held.splice(0)), callbackOf(encoding, callback));
    }
    callbackOf(encoding, callback)?.();
    return true;
  } as ServerResponse['write'];

  res.end = function heldEnd(this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (!decide()) return end.call(this, chunk, encoding, callback);
    restore();
    hold(chunk, encoding);
    const html = Buffer.concat(held.splice(0));
    const filled = fillErrorDocument(html.toString('utf8'), req.url ?? '/');
    const body = filled === null ? html : Buffer.from(filled, 'utf8');
    if (res.hasHeader('content-length')) res.setHeader('Content-Length', body.length);
    return end.call(this, body, callbackOf(chunk, encoding, callback));
  } as ServerResponse['end'];
}
