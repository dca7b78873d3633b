import http from 'node:http';
import type { OpenUpstream, UpstreamResult } from './hub';

/** No answer within this long is a 504. */
export const UPSTREAM_ANSWER_TIMEOUT_MS = 3000;
/** Silence this long mid-stream counts as a loss. */
export const UPSTREAM_IDLE_TIMEOUT_MS = 10_000;

/**
 * Opens `http://host:port/mount` as an Icecast listener, without ICY metadata in the audio. Host and
 * mount come from configuration only; the port was checked against the allow-list by the caller.
 */
export function httpUpstream(host: string, mount: string, answerTimeoutMs = UPSTREAM_ANSWER_TIMEOUT_MS): OpenUpstream {
  return (port) =>
    new Promise<UpstreamResult>((resolve) => {
      let settled = false;
      const settle = (result: UpstreamResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(result);
      };
      const request = http.get(
        {
          host,
          port,
          path: mount,
          headers: { 'Icy-MetaData': '0', 'User-Agent': 'DallasLocal-RadioProxy/1.0', Accept: 'audio/*' },
          agent: false,
        },
        (response) => {
          const status = response.statusCode ?? 0;
          if (status !== 200) {
            response.resume();
            response.destroy();
            settle(
              status === 404
                ? { ok: false, reason: 'no-source', status: 503, error: 'The radio stream is off the air right now.' }
                : { ok: false, reason: 'error', status: 502, error: `The radio upstream answered ${status}.` },
            );
            return;
          }
          response.socket.setTimeout(UPSTREAM_IDLE_TIMEOUT_MS, () => response.destroy());
          const type = response.headers['content-type'];
          settle({ ok: true, contentType: typeof type === 'string' && type ? type : 'audio/mpeg', body: response });
        },
      );
      const timer = setTimeout(() => {
        settle({ ok: false, reason: 'timeout', status: 504, error: 'The radio upstream did not answer in time.' });
        request.destroy();
      }, answerTimeoutMs);
      request.on('error', (err: NodeJS.ErrnoException) => {
        settle(
          err.code === 'ECONNREFUSED'
            ? { ok: false, reason: 'refused', status: 502, error: 'The radio upstream refused the connection.' }
            : { ok: false, reason: 'error', status: 502, error: 'The radio upstream could not be reached.' },
        );
      });
    });
}
