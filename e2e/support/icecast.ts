/**
 * A real Icecast 2 for the radio tests, on loopback only, started and stopped by PID: Debian's
 * `icecast2` with a config of our own in a temp folder, fed by `ffmpeg` (a sine tone, libmp3lame
 * 128 kbit/s). Used by e2e/radio.spec.ts; scripts/bench-radio.mjs has the same recipe in plain JS.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ICECAST_HOST = '127.0.0.1';
export const ICECAST_BIN = process.env.ICECAST_BIN ?? '/usr/bin/icecast2';
export const FFMPEG_BIN = process.env.FFMPEG_BIN ?? 'ffmpeg';

type SourceStatus = { listenurl?: string; listeners?: number; title?: string };

export type Icecast = {
  port: number;
  mount: string;
  /** Starts the ffmpeg source; `contentType` is the type it declares for the mount (default audio/mpeg). */
  startSource(options?: { contentType?: string }): Promise<void>;
  stopSource(): Promise<void>;
  /** Listeners Icecast counts on the mount (null when no source is on it). */
  listeners(): Promise<number | null>;
  /** Sets the title on air through Icecast's admin (the site itself only reads the public status). */
  setTitle(title: string): Promise<void>;
  stop(): Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(50);
  }
  throw new Error(`Timed out waiting for ${what}`);
}

function exited(child: ChildProcess, timeoutMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      if (child.pid) child.kill('SIGKILL');
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function configXml(dir: string, port: number, clients: number, passwords: { source: string; admin: string }, asRoot: boolean) {
  const owner = asRoot ? '<changeowner><user>nobody</user><group>nogroup</group></changeowner>' : '';
  return `<icecast>
  <location>Dallas Local tests</location><admin>radio@localhost</admin>
  <limits><clients>${clients}</clients><sources>2</sources><queue-size>524288</queue-size><client-timeout>30</client-timeout>
    <header-timeout>15</header-timeout><source-timeout>5</source-timeout><burst-on-connect>1</burst-on-connect><burst-size>65535</burst-size></limits>
  <authentication><source-password>${passwords.source}</source-password><relay-password>${passwords.source}</relay-password>
    <admin-user>admin</admin-user><admin-password>${passwords.admin}</admin-password></authentication>
  <hostname>${ICECAST_HOST}</hostname>
  <listen-socket><port>${port}</port><bind-address>${ICECAST_HOST}</bind-address></listen-socket>
  <fileserve>1</fileserve>
  <paths><basedir>/usr/share/icecast2</basedir><logdir>${dir}/log</logdir><pidfile>${dir}/run/icecast.pid</pidfile>
    <webroot>/usr/share/icecast2/web</webroot><adminroot>/usr/share/icecast2/admin</adminroot></paths>
  <logging><accesslog>access.log</accesslog><errorlog>error.log</errorlog><loglevel>2</loglevel><logsize>10000</logsize></logging>
  <security><chroot>0</chroot>${owner}</security>
</icecast>
`;
}

export async function fetchStatus(port: number): Promise<SourceStatus[] | null> {
  try {
    const response = await fetch(`http://${ICECAST_HOST}:${port}/status-json.xsl`, { signal: AbortSignal.timeout(2000) });
    if (!response.ok) return null;
    const body = (await response.json()) as { icestats?: { source?: SourceStatus | SourceStatus[] } };
    const source = body.icestats?.source;
    return source === undefined ? [] : Array.isArray(source) ? source : [source];
  } catch {
    return null;
  }
}

/** Starts Icecast on `port` (the tests' own, never the production 8076; ready in about 0.1 s) and, unless told otherwise, its ffmpeg source. */
export async function startIcecast({
  port,
  mount = '/live',
  clients = 200,
  withSource = true,
}: { port: number; mount?: string; clients?: number; withSource?: boolean }): Promise<Icecast> {
  const dir = mkdtempSync(path.join(tmpdir(), 'dallas-icecast-'));
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, 'log'));
  mkdirSync(path.join(dir, 'run'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    // Icecast drops to nobody and must still open its log and pid files.
    const uid = Number(execFileSync('id', ['-u', 'nobody']).toString().trim());
    const gid = Number(execFileSync('getent', ['group', 'nogroup']).toString().split(':')[2]);
    chownSync(path.join(dir, 'log'), uid, gid);
    chownSync(path.join(dir, 'run'), uid, gid);
  }
  const passwords = { source: randomBytes(9).toString('hex'), admin: randomBytes(9).toString('hex') };
  writeFileSync(path.join(dir, 'icecast.xml'), configXml(dir, port, clients, passwords, asRoot));

  let output = '';
  const server = spawn(ICECAST_BIN, ['-c', path.join(dir, 'icecast.xml')], { stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  try {
    await waitFor(`Icecast on port ${port}`, async () => {
      if (server.exitCode !== null) throw new Error(`icecast2 exited: ${output}`);
      return (await fetchStatus(port)) !== null;
    }, 5000);
  } catch (err) {
    server.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }

  let source: ChildProcess | null = null;
  const onMount = async () => (await fetchStatus(port))?.find((s) => s.listenurl?.endsWith(mount)) ?? null;

  const icecast: Icecast = {
    port,
    mount,
    async startSource({ contentType = 'audio/mpeg' } = {}) {
      if (source) return;
      source = spawn(
        FFMPEG_BIN,
        [
          '-hide_banner', '-loglevel', 'error', '-nostdin', '-re',
          '-f', 'lavfi', '-i', 'sine=frequency=440',
          '-c:a', 'libmp3lame', '-b:a', '128k', '-content_type', contentType, '-ice_name', 'Dallas Local Test FM',
          '-f', 'mp3', `icecast://source:${passwords.source}@${ICECAST_HOST}:${port}${mount}`,
        ],
        { stdio: 'ignore' },
      );
      await waitFor('the ffmpeg source on the mount', async () => (await onMount()) !== null, 10_000);
    },
    async stopSource() {
      const child = source;
      source = null;
      if (!child) return;
      child.kill('SIGTERM');
      await exited(child, 3000);
      await waitFor('the mount to go off air', async () => (await onMount()) === null, 10_000);
    },
    async listeners() {
      const status = await onMount();
      return status ? (status.listeners ?? 0) : null;
    },
    async setTitle(title: string) {
      const url = `http://${ICECAST_HOST}:${port}/admin/metadata?mount=${encodeURIComponent(mount)}&mode=updinfo&song=${encodeURIComponent(title)}`;
      const auth = Buffer.from(`admin:${passwords.admin}`).toString('base64');
      const response = await fetch(url, { headers: { Authorization: `Basic ${auth}` } });
      if (!response.ok) throw new Error(`metadata update failed: ${response.status}`);
    },
    async stop() {
      await icecast.stopSource().catch(() => undefined);
      server.kill('SIGTERM');
      await exited(server, 5000);
      rmSync(dir, { recursive: true, force: true });
    },
  };

  if (withSource) {
    try {
      await icecast.startSource();
    } catch (err) {
      await icecast.stop();
      throw err;
    }
  }
  return icecast;
}
