// @vitest-environment node
import http from 'node:http';
import { CLIENT_ADDRESS_HEADER, stampedAddress } from '@/server/http/clientAddress';
import type { AddressInfo } from 'node:net';

// A stand-in for whatever answers on the radio port: it sends the type the test chooses.
let upstreamType = 'audio/mpeg';
const upstream = http.createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': upstreamType });
  res.write(Buffer.alloc(2048));
});

type Route = typeof import('./route');
let route: Route;
let station: ReturnType<typeof import('@/server/radio/station').radioStation>;
const KEY = Symbol.for('dallas-local.radio-station');

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const port = (upstream.address() as AddressInfo).port;
  vi.stubEnv('RADIO_ALLOWED_PORTS', `8076:${port}`);
  vi.stubEnv('RADIO_DEMO', 'off');
  vi.stubEnv('RADIO_MAX_STREAMS_PER_CLIENT', '2');
  delete (globalThis as Record<symbol, unknown>)[KEY];
  route = await import('./route');
  station = (await import('@/server/radio/station')).radioStation();
});
afterAll(async () => {
  station.hub.closeAll();
  delete (globalThis as Record<symbol, unknown>)[KEY];
  vi.unstubAllEnvs();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});
afterEach(() => {
  station.hub.closeAll();
  upstreamType = 'audio/mpeg';
});

// The client's address as the request guard stamps it (src/server/http/clientAddress.ts).
const get = (client = '203.0.113.7', method = 'GET') =>
  new Request('http://127.0.0.1/api/stream?port=8076', { method, headers: { [CLIENT_ADDRESS_HEADER]: stampedAddress(client) } });

describe('/api/stream', () => {
  it('serves audio with nosniff and a sandboxing policy, from the Icecast port mapped behind 8076', async () => {
    const response = await route.GET(get());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
    await response.body?.cancel();
  });

  it.each(['text/html; charset=utf-8', 'application/javascript'])('answers 502 when the upstream sends %s', async (type) => {
    upstreamType = type;
    const response = await route.GET(get());
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'The radio upstream did not send audio.' });
  });

  it('caps the streams one address holds at RADIO_MAX_STREAMS_PER_CLIENT, and frees a slot when one closes', async () => {
    const first = await route.GET(get());
    const second = await route.GET(get());
    const third = await route.GET(get());
    expect([first.status, second.status, third.status]).toEqual([200, 200, 429]);
    expect((await third.json()) as unknown).toEqual({ error: expect.stringMatching(/Too many radio streams/) });
    expect((await route.GET(get('198.51.100.1'))).status).toBe(200); // another address
    await first.body?.cancel();
    const again = await route.GET(get());
    expect(again.status).toBe(200);
    await Promise.all([second.body?.cancel(), again.body?.cancel()]);
  });

  it('frees the slot when joining fails', async () => {
    upstreamType = 'text/html';
    for (let i = 0; i < 3; i++) expect((await route.GET(get())).status).toBe(502);
    upstreamType = 'audio/mpeg';
    expect(station.limit.count('203.0.113.7')).toBe(0);
  });

  it('HEAD answers the status and type without holding a listener', async () => {
    const response = await route.HEAD(get('203.0.113.7', 'HEAD'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(response.body).toBeNull();
    expect(station.hub.stats()).toEqual([{ port: 8076, listeners: 0, upstreamOpen: true }]);
    expect(station.limit.count('203.0.113.7')).toBe(0);
  });
});
