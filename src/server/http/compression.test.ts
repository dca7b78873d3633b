// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompressor } from './compression';
import { send } from './testClient';

const page = `<!doctype html><html lang="en"><body>${'<p class="text-muted">Dallas Local, the news of the city.</p>'.repeat(200)}</body></html>`;

const get = (port: number, path: string, acceptEncoding?: string) =>
  send(port, path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('createCompressor', () => {
  let server: http.Server;
  let port = 0;
  /** Ends the streamed answer; the test calls it once the first part has arrived. */
  let endStream: (() => void) | null = null;

  beforeAll(async () => {
    const compress = createCompressor();
    server = http.createServer((req, res) => {
      compress(req, res, () => {});
      if (req.url === '/photo') {
        res.setHeader('Content-Type', 'image/webp');
        res.end(Buffer.alloc(4096, 7));
      } else if (req.url === '/no-transform') {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-transform');
        res.end(page);
      } else if (req.url === '/stream') {
        // A page streamed in two parts, flushed after the first as Next.js does.
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.write(page);
        (res as unknown as { flush: () => void }).flush();
        endStream = () => res.end('<p>the rest</p>');
      } else {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(page);
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers a browser (Brotli among what it takes) with Brotli, smaller than gzip, the same page once decoded', async () => {
    const br = await get(port, '/', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(page);

    const gzip = await get(port, '/', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(page);
    expect(br.body.length).toBeLessThan(gzip.body.length);
  });

  it('sends the page as it is to a client that takes no compression', async () => {
    const plain = await get(port, '/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it('leaves photos and no-transform answers as they are', async () => {
    const photo = await get(port, '/photo', 'gzip, br');
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.body.length).toBe(4096);
    const kept = await get(port, '/no-transform', 'gzip, br');
    expect(kept.headers['content-encoding']).toBeUndefined();
    expect(kept.body.toString()).toBe(page);
  });

  it('passes on a streamed page part by part: the first part arrives before the page ends', async () => {
    const answer = new Promise<{ decoded: string }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: '/stream', headers: { 'accept-encoding': 'br' } }, (res) => {
        expect(res.headers['content-encoding']).toBe('br');
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          // Only once something arrived is the rest sent: without the flush this would never end.
          if (endStream) {
            const end = endStream;
            endStream = null;
            end();
          }
        });
        res.on('end', () => {
          try {
            resolve({ decoded: brotliDecompressSync(Buffer.concat(chunks)).toString() });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      });
      req.on('error', reject);
      req.end();
    });
    expect((await answer).decoded).toBe(`${page}<p>the rest</p>`);
    // Without the flush the answer never ends, and the test fails by its timeout: a generous one, since on
    // a busy machine the compressor's work waits for a free thread of libuv's pool (shared with the other
    // tests of the worker); one run of `npm test` here timed out at the default 5 s.
  }, 30_000);
});
