import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

/**
 * The build's hashed scripts and stylesheets (`/_next/static/...`) never change, so the build writes a
 * Brotli copy of each at the highest quality beside it (`.br`, scripts/lib/precompress.mjs): 8 % smaller
 * than the quality 6 that answers are compressed with as they are sent (./compression.ts), which is as
 * far as per-request compression can go (quality 11 takes 0.1 to 1.7 s a file).
 */
const STATIC_ASSET = /^\/_next\/static\/((?:[\w-][\w.~-]*\/)*[\w-][\w.~-]*\.(js|css))$/;

const CONTENT_TYPES = { js: 'application/javascript; charset=UTF-8', css: 'text/css; charset=UTF-8' } as const;

/** Whether an `Accept-Encoding` header takes Brotli (`br`, not with `q=0`). */
export function takesBrotli(acceptEncoding: string | string[] | undefined): boolean {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  return header.split(',').some((part) => {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (name !== 'br') return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The file under the build's `static` folder that a request's address names, or null. */
export function staticAssetFile(url: string, staticDir: string): { file: string; type: keyof typeof CONTENT_TYPES } | null {
  const match = STATIC_ASSET.exec(url);
  if (!match) return null;
  return { file: path.join(staticDir, match[1]!), type: match[2] as keyof typeof CONTENT_TYPES };
}

/**
 * Answers a GET or HEAD for a hashed script or stylesheet with the build's Brotli copy, when the client
 * takes Brotli and the copy exists (returns true); otherwise returns false and the request goes on to
 * Next.js. A copy is read once and kept: only the build's own files, a bounded set. `headers`: the
 * site's security headers, which Next.js adds to every answer.
 */
export function createStaticAssetServer(staticDir: string, headers: Record<string, string>) {
  const kept = new Map<string, Buffer>();
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const asset = staticAssetFile(req.url ?? '', staticDir);
    if (!asset || !takesBrotli(req.headers['accept-encoding'])) return false;
    let body = kept.get(asset.file);
    if (!body) {
      try {
        // Once per file and process, a few hundred kilobytes at most, from the system's cache.
        body = readFileSync(`${asset.file}.br`);
      } catch {
        return false; // no copy (a build made by `next build` alone) or no such file: Next.js answers
      }
      kept.set(asset.file, body);
    }
    res.writeHead(200, {
      ...headers,
      'Content-Type': CONTENT_TYPES[asset.type],
      'Content-Encoding': 'br',
      'Content-Length': String(body.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
