// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ERROR } from '@/features/page-error/copy';
import { createCompressor } from './compression';
import { fillErrorDocument, fillErrorDocuments, MAX_HELD_BYTES } from './errorDocument';
import { send } from './testClient';

/** Next.js 16's document for a page that failed while rendering, shortened (its scripts draw the error page). */
const SHELL =
  '<!DOCTYPE html><html id="__next_error__"><head><meta charSet="utf-8"/><title>Events - Dallas Local</title>' +
  '<meta name="robots" content="noindex"/><script src="/_next/static/chunks/a.js" async=""></script></head>' +
  '<body><div hidden=""><!--$--><!--/$--></div><script>self.__next_f.push([1,"é"])</script></body></html>';

const text = (html: string) => html.replace(/<[^>]*>/g, ' ');

describe('fillErrorDocument', () => {
  it("writes the error page's words, a link to try the same address again and one home into the empty body", () => {
    const filled = fillErrorDocument(SHELL, '/news/a-story?x=1')!;
    const body = filled.slice(filled.indexOf('<body'));
    expect(text(body)).toContain(PAGE_ERROR.heading);
    expect(text(body)).toContain(PAGE_ERROR.text);
    expect(body).toMatch(/<h1[^>]*>This page could not be loaded<\/h1>/);
    expect(body).toContain(`<a href="/news/a-story?x=1" style="`);
    expect(body).toMatch(/<a href="\/"[^>]*>Return to Home<\/a>/);
    expect(body).toContain('<main');
    // Everything Next.js sent is still there, in its order, for the scripts.
    expect(filled.replace(/<div data-plain-notice=""[\s\S]*?<\/main><\/div>/, '')).toBe(
      SHELL.replace('<title>Events - Dallas Local</title>', '<title>Page could not be loaded - Dallas Local</title>')
        .replace('<html id="__next_error__">', '<html id="__next_error__" lang="en-US">')
        .replace('<body>', '<body style="margin:0">'),
    );
  });

  it('titles the document as the error page, not as the page that failed, and gives it the language', () => {
    const filled = fillErrorDocument(SHELL, '/events')!;
    expect(filled.match(/<title>/g)).toHaveLength(1);
    expect(filled).toContain('<title>Page could not be loaded - Dallas Local</title>');
    expect(filled).toContain('<html id="__next_error__" lang="en-US">');
    const untitled = fillErrorDocument(SHELL.replace(/<title>.*?<\/title>/, ''), '/events')!;
    expect(untitled).toContain('<title>Page could not be loaded - Dallas Local</title></head>');
  });

  it('escapes the address, and never links to another host', () => {
    const filled = fillErrorDocument(SHELL, '/search?q="><script>alert(1)</script>&a=1')!;
    expect(filled).not.toContain('<script>alert(1)');
    expect(filled).toContain('href="/search?q=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;a=1"');
    expect(fillErrorDocument(SHELL, '//evil.example/x')).toContain('<a href="/evil.example/x"');
    expect(fillErrorDocument(SHELL, '/\\evil.example/x')).toContain('<a href="/evil.example/x"');
  });

  it('leaves every other document alone', () => {
    expect(fillErrorDocument('<!DOCTYPE html><html lang="en-US"><head></head><body><h1>Home</h1></body></html>', '/')).toBeNull();
    expect(fillErrorDocument('{"error":"x"}', '/')).toBeNull();
    expect(fillErrorDocument('<!DOCTYPE html><html id="__next_error__"><head></head>', '/')).toBeNull();
  });
});

const request = (port: number, path: string, { method = 'GET', acceptEncoding }: { method?: string; acceptEncoding?: string } = {}) =>
  send(port, path, { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('fillErrorDocuments', () => {
  let server: http.Server;
  let port = 0;
  const callbacks: string[] = [];

  beforeAll(async () => {
    const compress = createCompressor();
    server = http.createServer((req, res) => {
      compress(req, res, () => {});
      fillErrorDocuments(req, res);
      const html = (status: number) => {
        res.statusCode = status;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
      };
      switch (req.url) {
        case '/whole': // as Next.js sends a rendered document: its length, then all of it at once
          html(500);
          res.setHeader('Content-Length', Buffer.byteLength(SHELL));
          res.end(SHELL);
          break;
        case '/streamed': {
          // In parts, split inside a two-byte character, each with its callback.
          html(500);
          const bytes = Buffer.from(SHELL);
          const cut = bytes.indexOf(Buffer.from('é')) + 1;
          res.write(bytes.subarray(0, 40), () => callbacks.push('first'));
          res.write(bytes.subarray(40, cut), 'utf8', () => callbacks.push('second'));
          res.end(bytes.subarray(cut), () => callbacks.push('end'));
          break;
        }
        case '/page':
          html(200);
          res.end(SHELL);
          break;
        case '/json':
          res.statusCode = 500;
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify({ message: SHELL }));
          break;
        case '/sent':
          res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' });
          res.end(SHELL);
          break;
        case '/large': {
          html(500);
          const part = `<p>${'x'.repeat(64 * 1024)}</p>`;
          res.write(SHELL.slice(0, 60));
          for (let i = 0; i * part.length <= MAX_HELD_BYTES; i++) res.write(part);
          res.end('</body></html>');
          break;
        }
        default:
          html(500);
          res.end(SHELL);
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("fills Next.js's error document and sends its new length", async () => {
    const answer = await request(port, '/whole');
    expect(answer.status).toBe(500);
    const body = answer.body.toString('utf8');
    expect(body).toContain(`>${PAGE_ERROR.heading}</h1>`);
    expect(body).toContain('<a href="/whole"');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
  });

  it('joins a document sent in parts (a character split between two) and calls every callback', async () => {
    callbacks.length = 0;
    const answer = await request(port, '/streamed');
    expect(answer.body.toString('utf8')).toBe(fillErrorDocument(SHELL, '/streamed'));
    expect(callbacks).toEqual(['first', 'second', 'end']);
  });

  it('is compressed after it is filled', async () => {
    const answer = await request(port, '/compressed', { acceptEncoding: 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(fillErrorDocument(SHELL, '/compressed'));
  });

  it('sends other answers as they are: a page, JSON, a head already sent, a HEAD, an answer too large to hold', async () => {
    expect((await request(port, '/page')).body.toString('utf8')).toBe(SHELL);
    expect(JSON.parse((await request(port, '/json')).body.toString('utf8'))).toEqual({ message: SHELL });
    expect((await request(port, '/sent')).body.toString('utf8')).toBe(SHELL);
    const head = await request(port, '/whole', { method: 'HEAD' });
    expect(head.status).toBe(500);
    expect(head.body.length).toBe(0);
    const large = await request(port, '/large');
    expect(large.body.length).toBeGreaterThan(MAX_HELD_BYTES);
    expect(large.body.toString('utf8')).not.toContain(PAGE_ERROR.heading);
    expect(large.body.toString('utf8').endsWith('</body></html>')).toBe(true);
  });
});
