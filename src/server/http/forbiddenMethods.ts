import { Server, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * Methods the Fetch standard forbids: Next.js cannot turn such a request into a `Request` for a
 * route handler or the proxy, and would answer 500. We answer 405 before Next.js sees them.
 * (CONNECT never reaches a 'request' handler, and Node's parser already refuses TRACK with a 400.)
 */
export const FORBIDDEN_METHODS: ReadonlySet<string> = new Set(['TRACE']);

/** Answers a forbidden-method request with 405; returns whether it did. */
export function rejectForbiddenMethod(req: IncomingMessage, res: ServerResponse): boolean {
  if (!FORBIDDEN_METHODS.has((req.method ?? '').toUpperCase())) return false;
  res.writeHead(405, { Allow: 'GET, HEAD, POST', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end('Method not allowed.');
  return true;
}

let installed = false;

/**
 * Puts `rejectForbiddenMethod` in front of every HTTP server of this process (the `next start`
 * server included), by wrapping `Server.prototype.emit` for 'request' events. Idempotent.
 */
export function installForbiddenMethodGuard(ServerClass: typeof Server = Server): void {
  if (installed) return;
  installed = true;
  const emit = ServerClass.prototype.emit;
  ServerClass.prototype.emit = function guardedEmit(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      if (rejectForbiddenMethod(req, res)) return true;
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
}
