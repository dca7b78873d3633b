import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ClientStreamLimit } from './clientLimit';
import { readRadioConfig, type RadioConfig } from './config';
import { startDemoStation, type DemoStation } from './demo';
import { StreamHub, type OpenUpstream } from './hub';
import { cachedNowPlaying, fetchIcecastStatus, readNowPlaying, type NowPlaying } from './nowPlaying';
import { httpUpstream } from './upstream';

type RadioStation = {
  config: RadioConfig;
  hub: StreamHub;
  /** Open streams per client address (RADIO_MAX_STREAMS_PER_CLIENT). */
  limit: ClientStreamLimit;
  nowPlaying: (port: number) => Promise<NowPlaying>;
};

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * Opens the configured upstream; when nothing listens on a loopback port and the demo is on, starts
 * the demo station there first. A real Icecast on the port always answers first, and the demo frees
 * the port once nobody listens, so an Icecast started later takes over.
 */
function withDemoStation(config: RadioConfig, direct: OpenUpstream): OpenUpstream {
  const demos = new Map<number, Promise<DemoStation | null>>();

  const ensureDemo = (port: number) => {
    let demo = demos.get(port);
    if (!demo) {
      demo = readFile(path.join(process.cwd(), 'assets', 'radio', 'demo.mp3'))
        .then((clip) =>
          startDemoStation({ host: config.upstreamHost, port, mount: config.mount, clip, onClose: () => demos.delete(port) }),
        )
        .then(
          (station) => {
            console.info(`Radio: nothing listened on ${config.upstreamHost}:${port}; the demo station plays there.`);
            return station;
          },
          (err: unknown) => {
            demos.delete(port);
            console.warn(`Radio: the demo station could not start on port ${port}: ${String(err)}`);
            return null;
          },
        );
      demos.set(port, demo);
    }
    return demo;
  };

  return async (port) => {
    const first = await direct(port);
    if (first.ok || first.reason !== 'refused' || !config.demo || !LOOPBACK.has(config.upstreamHost)) return first;
    await ensureDemo(port);
    return direct(port);
  };
}

function createStation(): RadioStation {
  const config = readRadioConfig();
  // Listeners name the public port; the Icecast behind it may listen on another (config.upstreamPorts).
  const upstreamPort = (port: number) => config.upstreamPorts[port] ?? port;
  const direct = httpUpstream(config.upstreamHost, config.mount);
  const open = withDemoStation(config, direct);
  const hub = new StreamHub({ open: (port) => open(upstreamPort(port)) });
  const nowPlaying = cachedNowPlaying(async (port) => {
    const status = await fetchIcecastStatus(config.upstreamHost, upstreamPort(port));
    return readNowPlaying(status, config.mount);
  });
  return { config, hub, limit: new ClientStreamLimit(config.maxStreamsPerClient), nowPlaying };
}

const KEY = Symbol.for('dallas-local.radio-station');

/** The process-wide station (route handlers are bundled separately; globalThis is shared by all). */
export function radioStation(): RadioStation {
  const holder = globalThis as { [KEY]?: RadioStation };
  holder[KEY] ??= createStation();
  return holder[KEY];
}
