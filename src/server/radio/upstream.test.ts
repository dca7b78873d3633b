// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { audioContentType, httpUpstream } from './upstream';

describe('audioContentType', () => {
  it.each([
    ['audio/mpeg', 'audio/mpeg'],
    ['Audio/MPEG; charset=binary', 'audio/mpeg'],
    ['audio/aac', 'audio/aac'],
    ['audio/ogg', 'audio/ogg'],
    ['application/ogg', 'audio/ogg'],
  ])('serves %j as %j', (raw, served) => expect(audioContentType(raw)).toBe(served));

  it.each([undefined, '', 'text/html', 'text/html; audio/mpeg', 'application/javascript', 'image/svg+xml', 'audio/mpeg, text/html', 'audio/x-unknown', 'constructor'])(
    'refuses %j',
    (raw) => expect(audioContentType(raw)).toBeNull(),
  );
});

describe('httpUpstream', () => {
  let server: http.Server;
  let port = 0;
  let type: string | null = 'audio/mpeg';
  const closed: Promise<void>[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      closed.push(new Promise((resolve) => res.on('close', () => resolve())));
      res.writeHead(200, type ? { 'Content-Type': type } : {});
      res.write('<script>alert(document.cookie)</script>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it.each(['text/html', 'application/javascript', null])('answers 502 and hangs up when the upstream sends %j', async (sent) => {
    type = sent;
    const result = await httpUpstream('127.0.0.1', '/live')(port);
    expect(result).toEqual({ ok: false, reason: 'error', status: 502, error: 'The radio upstream did not send audio.' });
    await closed.at(-1); // the connection to the upstream is closed, not left open
  });

  it('opens an audio upstream with the type we serve', async () => {
    type = 'audio/mpeg; charset=binary';
    const result = await httpUpstream('127.0.0.1', '/live')(port);
    expect(result.ok && result.contentType).toBe('audio/mpeg');
    if (result.ok) result.body.destroy();
  });
});
