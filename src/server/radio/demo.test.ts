// @vitest-environment node
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { DEMO_TITLE, startDemoStation, type DemoStation } from './demo';
import { findFrameAlignment } from './mp3';

const clip = new Uint8Array(readFileSync(path.join(process.cwd(), 'assets', 'radio', 'demo.mp3')));

function get(port: number, p: string): Promise<{ status: number; type: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: p }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => {
        parts.push(c);
        // the stream never ends: take the join burst and leave
        if (p === '/live' && Buffer.concat(parts).length >= 8000) req.destroy();
      });
      const done = () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body: Buffer.concat(parts) });
      res.on('end', done);
      res.on('close', done);
    });
    req.on('error', reject);
  });
}

describe('demo station', () => {
  let station: DemoStation;
  let port = 0;

  beforeAll(async () => {
    // Find a free port, then start the station on it.
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    port = (probe.address() as { port: number }).port;
    await new Promise((resolve) => probe.close(resolve));
    station = await startDemoStation({ host: '127.0.0.1', port, mount: '/live', clip, idleCloseMs: 60_000 });
  });
  afterAll(() => station.close());

  it('streams MP3 frames on the mount, starting on a frame boundary', async () => {
    const { status, type, body } = await get(port, '/live');
    expect(status).toBe(200);
    expect(type).toBe('audio/mpeg');
    expect(body.length).toBeGreaterThanOrEqual(8000);
    expect(findFrameAlignment(body)).toBe(0);
  });

  it('answers a status page with its title, and 404 elsewhere', async () => {
    const status = await get(port, '/status-json.xsl');
    expect(JSON.parse(status.body.toString()).icestats.source.title).toBe(DEMO_TITLE);
    expect((await get(port, '/admin/stats')).status).toBe(404);
  });

  it('refuses to start on a port that is taken (a real Icecast wins)', async () => {
    await expect(startDemoStation({ host: '127.0.0.1', port, mount: '/live', clip })).rejects.toThrow(/EADDRINUSE/);
  });
});
