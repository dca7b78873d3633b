import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants } from 'node:zlib';
import compression from 'compression';

/**
 * Brotli quality for responses compressed as they are sent. 6 takes as long as gzip's default here
 * (about 1.2 ms for a 90 kB page, 1.8 ms for Home's 164 kB) and its output is 15 to 30 % smaller, so a
 * page's HTML, or more of it, fits in the first round trip of a slow connection. 7 is a few percent
 * smaller for 25 % more time; the highest qualities (10, 11) take 50 times longer.
 */
export const BROTLI_QUALITY = 6;

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * Compresses what the server sends: Brotli for the clients that take it (every current browser), gzip
 * for the others, nothing for those that take neither, for bodies under 1 kB, for types that do not
 * compress (photos, the radio stream) and for `Cache-Control: no-transform`. It replaces Next.js's own
 * compression (`compress: false` in next.config.ts), which only knows gzip. Streamed pages still stream:
 * Next.js flushes the compressor after each chunk (`res.flush`).
 */
export function createCompressor(): Middleware {
  const middleware = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } });
  // The package's types are Express's; the middleware itself only uses Node's request and response.
  return middleware as unknown as Middleware;
}
