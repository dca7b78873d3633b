import http from 'node:http';
import { z } from 'zod';

export type NowPlaying = { title: string | null; station: string | null };

const sourceSchema = z.looseObject({
  listenurl: z.string().optional(),
  server_name: z.string().optional(),
  title: z.string().optional(),
  artist: z.string().optional(),
});
const statusSchema = z.object({
  icestats: z.looseObject({ source: z.union([sourceSchema, z.array(sourceSchema)]).optional() }),
});

/** Icecast's placeholders when a source sent no name. */
const PLACEHOLDERS = new Set(['', 'no name', 'unspecified name', 'unspecified description']);
const clean = (s: string | undefined) => (s && !PLACEHOLDERS.has(s.trim().toLowerCase()) ? s.trim() : null);

/** Picks the mount's source out of Icecast's `/status-json.xsl` and reads its title and station name. */
export function readNowPlaying(json: unknown, mount: string): NowPlaying {
  const parsed = statusSchema.safeParse(json);
  if (!parsed.success) return { title: null, station: null };
  const raw = parsed.data.icestats.source;
  const sources = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const source = sources.find((s) => s.listenurl?.endsWith(mount)) ?? (sources.length === 1 ? sources[0] : undefined);
  if (!source) return { title: null, station: null };
  const title = clean(source.title);
  const artist = clean(source.artist);
  return { title: artist && title ? `${artist} - ${title}` : title, station: clean(source.server_name) };
}

const STATUS_TIMEOUT_MS = 2000;

/** GETs the public status page only (never Icecast's admin); null when unreachable. */
export function fetchIcecastStatus(host: string, port: number): Promise<unknown> {
  return new Promise((resolve) => {
    const request = http.get({ host, port, path: '/status-json.xsl', agent: false, timeout: STATUS_TIMEOUT_MS }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        resolve(null);
        return;
      }
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
        if (body.length > 256 * 1024) request.destroy();
      });
      response.on('end', () => {
        try {
          resolve(JSON.parse(body) as unknown);
        } catch {
          resolve(null);
        }
      });
      response.on('error', () => resolve(null));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
  });
}

/** Caches each port's now-playing for `ttlMs`; concurrent readers share one status request. */
export function cachedNowPlaying(load: (port: number) => Promise<NowPlaying>, ttlMs = 5000, now = () => Date.now()) {
  const cache = new Map<number, { at: number; value: Promise<NowPlaying> }>();
  return (port: number): Promise<NowPlaying> => {
    const hit = cache.get(port);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    const value = load(port);
    cache.set(port, { at: now(), value });
    return value;
  };
}
