import diagnosticsChannel from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A route handler sees a `Request`, never the Node response it is piped into. To let the stream hub
 * count what that response and its socket still hold, every HTTP server's incoming request for the
 * stream is tagged (Node's `http.server.request.start` diagnostics channel, fired before any handler
 * runs) with a header naming its response in this registry. The header is set by us only: a value
 * sent by a client is replaced or removed.
 */
export const STREAM_CONNECTION_HEADER = 'x-dallas-local-stream-connection';
const STREAM_PATH = /^\/api\/stream(?:[?#]|$)/;

const responses = new Map<string, ServerResponse>();
let nextId = 0;
let installed = false;

type RequestStart = { request: IncomingMessage; response: ServerResponse };

export function tagStreamRequest({ request, response }: RequestStart): void {
  delete request.headers[STREAM_CONNECTION_HEADER];
  if (!STREAM_PATH.test(request.url ?? '')) return;
  const id = String(++nextId);
  request.headers[STREAM_CONNECTION_HEADER] = id;
  responses.set(id, response);
  response.once('close', () => responses.delete(id));
}

/** Subscribes once, at server start (src/instrumentation.ts). */
export function installStreamConnectionRegistry(): void {
  if (installed) return;
  installed = true;
  diagnosticsChannel.subscribe('http.server.request.start', (message) => tagStreamRequest(message as RequestStart));
}

/** The Node response behind a stream request, when the registry knows it. */
export function streamResponse(headers: Pick<Headers, 'get'>): ServerResponse | null {
  const id = headers.get(STREAM_CONNECTION_HEADER);
  return (id && responses.get(id)) || null;
}

/** Open responses in the registry (tests). */
export function registeredStreamResponses(): number {
  return responses.size;
}
