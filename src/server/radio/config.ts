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
  /**
   * The Icecast port behind each allowed port: the port itself, unless the entry reads
   * `public:upstream` (`8076:18120` serves `?port=8076` from Icecast on 18120).
   */
  upstreamPorts: Readonly<Record<number, number>>;
  /** Concurrent streams one client address may hold (RADIO_MAX_STREAMS_PER_CLIENT, default 8). */
  maxStreamsPerClient: number;
  /** Whether the built-in demo station stands in when nothing listens on a port (RADIO_DEMO, default on). */
  demo: boolean;
};

const OFF_VALUES = new Set(['off', '0', 'false', 'no']);

const DEFAULT_MAX_STREAMS_PER_CLIENT = 8;

const isPort = (p: number) => Number.isInteger(p) && p >= 1 && p <= 65_535;

/** `8076, 8000:18000`: each entry a public port, optionally mapped to the Icecast port behind it. */
function parsePortList(raw: string | undefined): Record<number, number> {
  const ports: Record<number, number> = {};
  for (const entry of (raw ?? '').split(',')) {
    const match = /^(\d{1,5})(?::(\d{1,5}))?$/.exec(entry.trim());
    if (!match) continue;
    const port = Number(match[1]);
    const upstream = match[2] === undefined ? port : Number(match[2]);
    if (isPort(port) && isPort(upstream) && !(port in ports)) ports[port] = upstream;
  }
  return Object.keys(ports).length > 0 ? ports : { [RADIO_STREAM_PORT]: RADIO_STREAM_PORT };
}

function parsePositiveInt(raw: string | undefined, fallback: number): number {
  const value = raw?.trim() ?? '';
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : fallback;
}

export function readRadioConfig(env: Record<string, string | undefined> = process.env): RadioConfig {
  const mount = env.RADIO_MOUNT?.trim() || '/live';
  const upstreamPorts = parsePortList(env.RADIO_ALLOWED_PORTS);
  return {
    upstreamHost: env.RADIO_UPSTREAM_HOST?.trim() || '127.0.0.1',
    mount: mount.startsWith('/') ? mount : `/${mount}`,
    allowedPorts: Object.keys(upstreamPorts).map(Number),
    upstreamPorts,
    maxStreamsPerClient: parsePositiveInt(env.RADIO_MAX_STREAMS_PER_CLIENT, DEFAULT_MAX_STREAMS_PER_CLIENT),
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
