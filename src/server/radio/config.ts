import 'server-only';
import { RADIO_STREAM_PORT } from '@/config/constants';

/** Server-side radio configuration, from the environment (documented in README, section Radio). */
export type RadioConfig = {
  /** Host of the Icecast server (RADIO_UPSTREAM_HOST, default 127.0.0.1). */
  upstreamHost: string;
  /** Icecast mount point (RADIO_MOUNT, default /live). */
  mount: string;
  /** Ports a listener may ask for (RADIO_ALLOWED_PORTS, comma-separated, default the stream port). */
  allowedPorts: readonly number[];
  /** Whether the built-in demo station stands in when nothing listens on a port (RADIO_DEMO, default on). */
  demo: boolean;
};

const OFF_VALUES = new Set(['off', '0', 'false', 'no']);

function parsePortList(raw: string | undefined): number[] {
  if (!raw || raw.trim() === '') return [RADIO_STREAM_PORT];
  const ports = raw
    .split(',')
    .map((p) => p.trim())
    .filter((p) => /^\d{1,5}$/.test(p))
    .map(Number)
    .filter((p) => p >= 1 && p <= 65_535);
  return ports.length > 0 ? ports : [RADIO_STREAM_PORT];
}

export function readRadioConfig(env: Record<string, string | undefined> = process.env): RadioConfig {
  const mount = env.RADIO_MOUNT?.trim() || '/live';
  return {
    upstreamHost: env.RADIO_UPSTREAM_HOST?.trim() || '127.0.0.1',
    mount: mount.startsWith('/') ? mount : `/${mount}`,
    allowedPorts: parsePortList(env.RADIO_ALLOWED_PORTS),
    demo: !OFF_VALUES.has((env.RADIO_DEMO ?? 'on').trim().toLowerCase()),
  };
}

export type PortCheck = { ok: true; port: number } | { ok: false; error: string };

/**
 * Reads `?port=N`: exactly one parameter, digits only, and a port of the allow-list. Nothing else
 * ever reaches the upstream connector.
 */
export function parseStreamPort(params: URLSearchParams, allowedPorts: readonly number[]): PortCheck {
  const values = params.getAll('port');
  if (values.length === 0) return { ok: false, error: 'Missing port parameter.' };
  if (values.length > 1) return { ok: false, error: 'Give the port parameter once.' };
  const raw = values[0] ?? '';
  if (!/^[1-9]\d{0,4}$/.test(raw)) return { ok: false, error: 'The port parameter must be a number.' };
  const port = Number(raw);
  if (!allowedPorts.includes(port)) return { ok: false, error: `Port ${port} is not a radio stream port.` };
  return { ok: true, port };
}
