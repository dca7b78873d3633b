import http from 'node:http';
import { listFrames } from './mp3';

export const DEMO_STATION_NAME = 'Dallas Local Demo Station';
export const DEMO_TITLE = 'Chimes in C (demo loop)';

export type DemoStation = { readonly port: number; clients(): number; close(): Promise<void> };

type DemoOptions = {
  host: string;
  port: number;
  mount: string;
  clip: Uint8Array;
  /** Close (and free the port for a real Icecast) after this long without listeners. */
  idleCloseMs?: number;
  onClose?: () => void;
};

const TICK_MS = 50;
/** Audio sent ahead of real time, and the burst a new listener gets, so that playback starts at once. */
const LOOKAHEAD_MS = 250;
const BURST_MS = 1500;

/**
 * The built-in stand-in for Icecast: an HTTP server on the radio port that loops an MP3 clip at its
 * real bitrate on the mount (one shared timeline, like a station) and answers `/status-json.xsl`
 * with its now-playing title. It exists only while someone listens, then frees the port.
 */
export function startDemoStation({ host, port, mount, clip, idleCloseMs = 3000, onClose }: DemoOptions): Promise<DemoStation> {
  const frames = listFrames(clip);
  if (frames.length === 0) return Promise.reject(new Error('The demo clip holds no MP3 frames.'));
  const buf = Buffer.from(clip.buffer, clip.byteOffset, clip.byteLength);
  const clients = new Set<http.ServerResponse>();
  let index = 0;
  let nextAt = performance.now();
  let idleTimer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  const frameBytes = (i: number) => {
    const f = frames[i % frames.length];
    return f ? buf.subarray(f.offset, f.offset + f.length) : Buffer.alloc(0);
  };

  const tick = setInterval(() => {
    const now = performance.now();
    // After a stall (suspended laptop), rejoin real time rather than flooding.
    if (now - nextAt > 2000) nextAt = now;
    while (nextAt <= now + LOOKAHEAD_MS) {
      const bytes = frameBytes(index);
      for (const res of clients) res.write(bytes);
      nextAt += frames[index]?.durationMs ?? 26;
      index = (index + 1) % frames.length;
    }
  }, TICK_MS);

  const armIdle = () => {
    if (idleTimer || clients.size > 0) return;
    idleTimer = setTimeout(() => void station.close(), idleCloseMs);
  };

  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'GET' && path === '/status-json.xsl') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(
        JSON.stringify({
          icestats: {
            server_id: 'Dallas Local demo station',
            source: { listenurl: `http://${host}:${port}${mount}`, server_name: DEMO_STATION_NAME, title: DEMO_TITLE, listeners: clients.size },
          },
        }),
      );
      return;
    }
    if (req.method !== 'GET' || path !== mount) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'audio/mpeg', 'Cache-Control': 'no-cache, no-store', 'icy-name': DEMO_STATION_NAME });
    let burstMs = 0;
    let first = index;
    while (burstMs < BURST_MS) {
      first = (first - 1 + frames.length) % frames.length;
      burstMs += frames[first]?.durationMs ?? 26;
      if (first === index) break;
    }
    for (let i = first; i !== index; i = (i + 1) % frames.length) res.write(frameBytes(i));
    clients.add(res);
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    res.on('close', () => {
      clients.delete(res);
      armIdle();
    });
  });

  const station: DemoStation = {
    port,
    clients: () => clients.size,
    close: () =>
      new Promise<void>((resolve) => {
        if (closed) return resolve();
        closed = true;
        clearInterval(tick);
        if (idleTimer) clearTimeout(idleTimer);
        for (const res of clients) res.destroy();
        clients.clear();
        server.close(() => resolve());
        onClose?.();
      }),
  };

  return new Promise((resolve, reject) => {
    server.once('error', (err) => {
      clearInterval(tick);
      closed = true;
      reject(err);
    });
    server.listen(port, host, () => {
      armIdle();
      resolve(station);
    });
  });
}
