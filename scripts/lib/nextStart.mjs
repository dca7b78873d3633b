// The arguments every `next start` of this project gets (npm start, the test servers, the stack, the benchmarks).

/**
 * How long an instance keeps an idle keep-alive connection open: longer than any client that reuses one
 * waits (nginx's upstream `keepalive_timeout` is 60 s). Node's default, 5 s, closed connections that a
 * client was about to reuse, and the request sent on one failed with ECONNRESET; nginx retries only
 * idempotent requests, so a form's POST would have got a 502.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** `next start`'s arguments after the script's path, for a port and optionally a host to listen on. */
export function nextStartArgs(port, host) {
  return ['start', '-p', String(port), ...(host ? ['-H', host] : []), '--keepAliveTimeout', String(KEEP_ALIVE_TIMEOUT_MS)];
}
