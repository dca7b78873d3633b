// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressStatic } from '../../../scripts/lib/precompress.mjs';
import { send } from './testClient';
import { createStaticAssetServer, staticAssetFile, takesBrotli } from './staticAssets';

describe('takesBrotli', () => {
  it('reads br from a browser header, and not br with q=0 or a name that only contains it', () => {
    expect(takesBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(takesBrotli('br;q=0.5, gzip')).toBe(true);
    expect(takesBrotli(['gzip', 'BR'])).toBe(true);
    expect(takesBrotli('gzip, br;q=0')).toBe(false);
    expect(takesBrotli('gzip, deflate')).toBe(false);
    expect(takesBrotli('brotli')).toBe(false);
    expect(takesBrotli(undefined)).toBe(false);
  });
});

describe('staticAssetFile', () => {
  it('names scripts and stylesheets under the static folder, and nothing outside it', () => {
    expect(staticAssetFile('/_next/static/chunks/0ybv8mj2f-1lj.js', '/app/.next/static')).toEqual({ file: '/app/.next/static/chunks/0ybv8mj2f-1lj.js', type: 'js' });
    expect(staticAssetFile('/_next/static/chunks/1rn0u9nm9hue4.css', '/s')?.type).toBe('css');
    for (const url of [
      '/_next/static/../../etc/passwd.js',
      '/_next/static/chunks/../../x.js',
      '/_next/static/chunks/%2e%2e/x.js',
      '/_next/static/.hidden.js',
      '/_next/static/chunks/a.js?v=1',
      '/_next/static/media/font.woff2',
      '/news/a.js',
    ]) {
      expect(staticAssetFile(url, '/s'), url).toBeNull();
    }
  });
});

describe('createStaticAssetServer', () => {
  const script = `/* Dallas Local */ ${'console.log("the news of the city");'.repeat(400)}`;
  let server: http.Server;
  let port = 0;

  beforeAll(async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'static-assets-')), 'static');
    mkdirSync(dir);
    mkdirSync(path.join(dir, 'chunks'));
    writeFileSync(path.join(dir, 'chunks', 'app.js'), script);
    writeFileSync(path.join(dir, 'chunks', 'no-copy.js'), script);
    await precompressStatic(path.dirname(dir));
    rmSync(path.join(dir, 'chunks', 'no-copy.js.br'));
    const serve = createStaticAssetServer(dir, { 'X-Content-Type-Options': 'nosniff' });
    // What the request guard does: a request it does not answer goes on (here: a stand-in for Next.js).
    server = http.createServer((req, res) => {
      if (!serve(req, res)) res.end('from Next.js');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (urlPath: string, acceptEncoding: string, method = 'GET') => send(port, urlPath, { method, headers: { 'accept-encoding': acceptEncoding } });

  it("answers with the build's Brotli copy: the same script, with its headers", async () => {
    const kept = await get('/_next/static/chunks/app.js', 'gzip, deflate, br, zstd');
    expect(brotliDecompressSync(kept.body).toString()).toBe(script);
    expect(kept.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(kept.headers['content-length']).toBe(String(kept.body.length));
    expect(kept.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(kept.headers.vary).toBe('Accept-Encoding');
    expect(kept.headers['x-content-type-options']).toBe('nosniff');

    const head = await get('/_next/static/chunks/app.js', 'br', 'HEAD');
    expect(head.headers['content-length']).toBe(String(kept.body.length));
    expect(head.body.length).toBe(0);
  });

  it('leaves a client without Brotli, another method, a file without a copy and one that does not exist to Next.js', async () => {
    expect((await get('/_next/static/chunks/app.js', 'gzip')).body.toString()).toBe('from Next.js');
    expect((await get('/_next/static/chunks/no-copy.js', 'br')).body.toString()).toBe('from Next.js');
    expect((await get('/_next/static/chunks/app.js', 'br', 'POST')).body.toString()).toBe('from Next.js');
    expect((await get('/_next/static/chunks/missing.js', 'br')).body.toString()).toBe('from Next.js');
  });
});
