import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installForbiddenMethodGuard } from './forbiddenMethods';

function request(port: number, method: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: '/' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('installForbiddenMethodGuard', () => {
  let server: http.Server;
  let port = 0;

  beforeAll(async () => {
    installForbiddenMethodGuard(http.Server);
    server = http.createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers TRACE with 405 before the application sees it', async () => {
    expect(await request(port, 'TRACE')).toBe(405);
  });

  it('lets every other method through', async () => {
    expect(await request(port, 'GET')).toBe(200);
    expect(await request(port, 'DELETE')).toBe(200);
  });
});
