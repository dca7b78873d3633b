import http from 'node:http';
import type { OpenUpstream, UpstreamResult } from './hub';

/** No answer within this long is a 504. */
export const UPSTREAM_ANSWER_TIMEOUT_MS = 3000;
/** Silence this long mid-stream counts as a loss. */
export const UPSTREAM_IDLE_TIMEOUT_MS = 10_000;

/**
 * The audio types the stream may be served as (an Ogg container is served as `audio/ogg`). Anything
 * else (HTML, script, JSON...) from whatever answers on the radio port never leaves our origin.
 */
const AUDIO_TYPES: Readonly<Record<string, string>> = {
  'audio/mpeg': 'audio/mpeg',
  'audio/aac': 'audio/aac',
  'audio/aacp': 'audio/aacp',
  'audio/ogg': 'audio/ogg',
  'application/ogg': 'audio/ogg',
  'audio/opus': 'audio/opus',
  'audio/flac': 'audio/flac',
  'audio/webm': 'audio/webm',
};

/** The type we serve for the upstream's `Content-Type`, or null when it is not an allowed audio type. */
export function audioContentType(raw: string | undefined): string | null {
  const essence = (raw ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return Object.hasOwn(AUDIO_TYPES, essence) ? (AUDIO_TYPES[essence] ?? null) : null;
}

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
          const contentType = audioContentType(response.headers['content-type']);
          if (!contentType) {
            response.destroy();
            settle({ ok: false, reason: 'error', status: 502, error: 'The radio upstream did not send audio.' });
            return;
          }
          response.socket.setTimeout(UPSTREAM_IDLE_TIMEOUT_MS, () => response.destroy());
          settle({ ok: true, contentType, body: response });
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
