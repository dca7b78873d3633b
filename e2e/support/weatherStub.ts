import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { forecastFixture, observationFixture, pointsFixture } from '../../src/features/news/fixtures/nws';

/**
 * A local stand-in for the National Weather Service API, on loopback, for the weather tests (they
 * never reach the network). Modes: `reachable` answers like the real API (an observation 5 minutes
 * old and today's forecast, relative to `now`), `slow` never answers, `failing` answers 503,
 * `malformed` answers broken JSON and documents of the wrong shape.
 */
export type WeatherStubMode = 'reachable' | 'slow' | 'failing' | 'malformed';

export type WeatherStub = {
  url: string;
  mode: WeatherStubMode;
  /** The requests received: path and headers. */
  requests: { path: string; headers: IncomingHttpHeaders }[];
  close: () => Promise<void>;
};

const dallasDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' });

export async function startWeatherStub(port: number, mode: WeatherStubMode, now: () => Date = () => new Date()): Promise<WeatherStub> {
  const stub: WeatherStub = { url: `http://127.0.0.1:${port}`, mode, requests: [], close: async () => {} };
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    stub.requests.push({ path, headers: req.headers });
    // No keep-alive: a client's pooled connection never outlives a stub that a test closed.
    res.setHeader('Connection', 'close');
    if (stub.mode === 'slow') return; // never answers; the client's timeout ends it
    if (stub.mode === 'failing') {
      res.writeHead(503, { 'Content-Type': 'application/problem+json' }).end('{"title":"Service Unavailable"}');
      return;
    }
    const send = (body: unknown) => res.writeHead(200, { 'Content-Type': 'application/geo+json' }).end(JSON.stringify(body));
    if (stub.mode === 'malformed') {
      if (path.startsWith('/points/')) res.writeHead(200, { 'Content-Type': 'application/geo+json' }).end('{"properties": {"gridId": "FW');
      else send({ properties: { temperature: 'warm', timestamp: 'yesterday', periods: 'none' } });
      return;
    }
    const at = now();
    if (path.startsWith('/points/')) send(pointsFixture());
    else if (/^\/stations\/[A-Z]+\/observations\/latest$/.test(path)) send(observationFixture(new Date(at.getTime() - 5 * 60 * 1000)));
    else if (/^\/gridpoints\/[A-Z]+\/\d+,\d+\/forecast$/.test(path)) send(forecastFixture(dallasDay.format(at)));
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  stub.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return stub;
}
