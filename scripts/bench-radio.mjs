#!/usr/bin/env node
// Radio load benchmark (a script, not a test): N concurrent listeners for D seconds through our
// stream proxy (/api/stream, one shared upstream) versus the same N connected straight to Icecast.
// Prints, side by side: upstream connections at Icecast, our server's CPU seconds and peak memory,
// Icecast's CPU seconds, and bytes delivered per listener.
//
//   npm run build && npm run bench:radio            # N=500, 20 s
//   BENCH_LISTENERS=200 BENCH_SECONDS=10 BENCH_PORT=3201 npm run bench:radio
//
// Needs Debian's icecast2 and ffmpeg, and port 18076 free (BENCH_ICECAST_PORT; the same recipe as
// e2e/support/icecast.ts).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { nextStartArgs } from './lib/nextStart.mjs';

const root = path.resolve(import.meta.dirname, '..');
const N = Number(process.env.BENCH_LISTENERS ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const SERVER_PORT = Number(process.env.BENCH_PORT ?? 3201);
/** Listeners arrive over this many seconds (as a real audience does), then all stay connected. */
const RAMP_SECONDS = Number(process.env.BENCH_RAMP_SECONDS ?? 2);
/** The page's public stream port, and the bench's own Icecast port mapped behind it (never 8076 itself). */
const PUBLIC_PORT = 8076;
const ICECAST_PORT = Number(process.env.BENCH_ICECAST_PORT ?? 18_076);
const MOUNT = '/live';
const HOST = '127.0.0.1';
const CLK_TCK = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

/** CPU seconds (user + system) of a process, from /proc. */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
}
/** Resident memory in MB. */
function rssMb(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

async function icecastListeners() {
  try {
    const res = await fetch(`http://${HOST}:${ICECAST_PORT}/status-json.xsl`, { signal: AbortSignal.timeout(2000) });
    const body = await res.json();
    const src = body.icestats?.source;
    const list = src === undefined ? [] : Array.isArray(src) ? src : [src];
    return list.find((s) => s.listenurl?.endsWith(MOUNT))?.listeners ?? null;
  } catch {
    return null;
  }
}

async function waitFor(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

function startIcecast() {
  const dir = mkdtempSync(path.join(tmpdir(), 'dallas-bench-icecast-'));
  chmodSync(dir, 0o755);
  for (const sub of ['log', 'run']) mkdirSync(path.join(dir, sub));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'nobody']).toString().trim());
    const gid = Number(execFileSync('getent', ['group', 'nogroup']).toString().split(':')[2]);
    for (const sub of ['log', 'run']) chownSync(path.join(dir, sub), uid, gid);
  }
  const password = randomBytes(9).toString('hex');
  const owner = asRoot ? '<changeowner><user>nobody</user><group>nogroup</group></changeowner>' : '';
  writeFileSync(
    path.join(dir, 'icecast.xml'),
    `<icecast><location>bench</location><admin>bench@localhost</admin>
  <limits><clients>${N + 600}</clients><sources>2</sources><queue-size>524288</queue-size><client-timeout>30</client-timeout>
    <header-timeout>15</header-timeout><source-timeout>5</source-timeout><burst-on-connect>1</burst-on-connect><burst-size>65535</burst-size></limits>
  <authentication><source-password>${password}</source-password><admin-user>admin</admin-user><admin-password>${password}</admin-password></authentication>
  <hostname>${HOST}</hostname><listen-socket><port>${ICECAST_PORT}</port><bind-address>${HOST}</bind-address></listen-socket>
  <paths><basedir>/usr/share/icecast2</basedir><logdir>${dir}/log</logdir><pidfile>${dir}/run/icecast.pid</pidfile>
    <webroot>/usr/share/icecast2/web</webroot><adminroot>/usr/share/icecast2/admin</adminroot></paths>
  <logging><accesslog>access.log</accesslog><errorlog>error.log</errorlog><loglevel>1</loglevel></logging>
  <security><chroot>0</chroot>${owner}</security></icecast>`,
  );
  const icecast = spawn('/usr/bin/icecast2', ['-c', path.join(dir, 'icecast.xml')], { stdio: 'ignore' });
  const source = () =>
    spawn(
      'ffmpeg',
      ['-hide_banner', '-loglevel', 'error', '-nostdin', '-re', '-f', 'lavfi', '-i', 'sine=frequency=440',
        '-c:a', 'libmp3lame', '-b:a', '128k', '-content_type', 'audio/mpeg', '-f', 'mp3',
        `icecast://source:${password}@${HOST}:${ICECAST_PORT}${MOUNT}`],
      { stdio: 'ignore' },
    );
  return { dir, icecast, source };
}

/** Opens N listeners on `url`, keeps them `SECONDS`, samples the processes; returns the figures. */
async function run(label, url, serverPid, icecastPid) {
  const bytes = new Array(N).fill(0);
  const requests = [];
  let failed = 0;
  const outcomes = {};
  const note = (what) => (outcomes[what] = (outcomes[what] ?? 0) + 1);
  const cpu0 = cpuSeconds(serverPid);
  const ice0 = cpuSeconds(icecastPid);
  let peakRss = rssMb(serverPid);
  let peakUpstream = 0;
  const started = Date.now();
  for (let i = 0; i < N; i++) {
    if (RAMP_SECONDS > 0 && i % 25 === 0) await sleep((RAMP_SECONDS * 1000 * 25) / N);
    const req = http.get(url, { agent: false, headers: { 'Icy-MetaData': '0' } }, (res) => {
      if (res.statusCode !== 200) failed++;
      note(`HTTP ${res.statusCode}`);
      res.on('data', (chunk) => (bytes[i] += chunk.length));
      res.on('end', () => Date.now() - started < SECONDS * 1000 && note('ended early'));
      res.on('error', () => undefined);
    });
    req.on('error', (err) => {
      if (Date.now() - started < SECONDS * 1000) {
        failed++;
        note(err.code ?? 'error');
      }
    });
    requests.push(req);
  }
  while (Date.now() - started < SECONDS * 1000) {
    await sleep(500);
    peakRss = Math.max(peakRss, rssMb(serverPid));
    peakUpstream = Math.max(peakUpstream, (await icecastListeners()) ?? 0);
  }
  for (const req of requests) req.destroy();
  const elapsed = (Date.now() - started) / 1000;
  const sorted = [...bytes].sort((a, b) => a - b);
  const result = {
    label,
    upstream: peakUpstream,
    serverCpu: cpuSeconds(serverPid) - cpu0,
    serverPeakRss: peakRss,
    icecastCpu: cpuSeconds(icecastPid) - ice0,
    bytesAvg: bytes.reduce((a, b) => a + b, 0) / N,
    receiving: bytes.filter((b) => b > 0).length,
    bytesAvgReceiving: bytes.reduce((a, b) => a + b, 0) / Math.max(1, bytes.filter((b) => b > 0).length),
    bytesMin: sorted[0] ?? 0,
    failed,
    outcomes,
    elapsed,
  };
  // let both sides settle: the proxy closes its upstream after its grace period
  await waitFor('the listeners to leave Icecast', async () => ((await icecastListeners()) ?? 0) === 0, 20_000).catch(() => undefined);
  return result;
}

const { dir, icecast, source } = startIcecast();
let ffmpeg = null;
let server = null;
try {
  await waitFor('Icecast', async () => (await icecastListeners()) !== undefined && existsSync(`/proc/${icecast.pid}`) && (await fetch(`http://${HOST}:${ICECAST_PORT}/status-json.xsl`).then((r) => r.ok, () => false)), 5000);
  ffmpeg = source();
  await waitFor('the ffmpeg source', async () => (await icecastListeners()) !== null, 10_000);

  server = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), ...nextStartArgs(SERVER_PORT, HOST)], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', RADIO_DEMO: 'off',
      RADIO_ALLOWED_PORTS: `${PUBLIC_PORT}:${ICECAST_PORT}`,
      // every listener comes from 127.0.0.1
      RADIO_MAX_STREAMS_PER_CLIENT: String(N + 10) },
  });
  await waitFor('the Next server', () => fetch(`http://${HOST}:${SERVER_PORT}/radio`).then((r) => r.ok, () => false), 30_000);

  // Warm-up: the first request loads the route's code; not part of either measurement.
  await new Promise((resolve) => {
    const req = http.get(`http://${HOST}:${SERVER_PORT}/api/stream?port=${PUBLIC_PORT}`, (res) => {
      res.once('data', () => req.destroy());
    });
    req.on('close', resolve);
  });
  await waitFor('the warm-up listener to leave', async () => ((await icecastListeners()) ?? 0) === 0, 20_000).catch(() => undefined);

  console.log(`Radio benchmark: ${N} listeners for ${SECONDS} s, MP3 128 kbit/s (16 000 bytes/s), Icecast ${ICECAST_PORT}, server ${SERVER_PORT}`);
  console.log(`listeners join over ${RAMP_SECONDS} s; machine load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores\n`);
  const viaProxy = await run('through /api/stream', `http://${HOST}:${SERVER_PORT}/api/stream?port=${PUBLIC_PORT}`, server.pid, icecast.pid);
  const direct = await run('straight to Icecast', `http://${HOST}:${ICECAST_PORT}${MOUNT}`, server.pid, icecast.pid);

  const rows = [
    ['', viaProxy.label, direct.label],
    ['upstream connections at Icecast', viaProxy.upstream, direct.upstream],
    ['our server CPU seconds', viaProxy.serverCpu.toFixed(2), direct.serverCpu.toFixed(2)],
    ['our server peak RSS (MB)', viaProxy.serverPeakRss.toFixed(0), direct.serverPeakRss.toFixed(0)],
    ['Icecast CPU seconds', viaProxy.icecastCpu.toFixed(2), direct.icecastCpu.toFixed(2)],
    ['listeners that received audio', viaProxy.receiving, direct.receiving],
    ['bytes per listener (mean)', Math.round(viaProxy.bytesAvg), Math.round(direct.bytesAvg)],
    ['bytes per receiving listener (mean)', Math.round(viaProxy.bytesAvgReceiving), Math.round(direct.bytesAvgReceiving)],
    ['bytes per listener (min)', viaProxy.bytesMin, direct.bytesMin],
    ['failed listeners', viaProxy.failed, direct.failed],
  ];
  const widths = [0, 1, 2].map((c) => Math.max(...rows.map((r) => String(r[c]).length)));
  rows.push(['load average after', loadavg()[0].toFixed(1), '']);
  for (const r of rows) console.log(`${String(r[0]).padEnd(widths[0])}  ${String(r[1]).padStart(widths[1])}  ${String(r[2]).padStart(widths[2])}`);
  console.log(`\n(${SECONDS} s at 16 000 bytes/s is ${SECONDS * 16_000} bytes, plus the join burst.)`);
  console.log(JSON.stringify({ listeners: N, seconds: SECONDS, viaProxy, direct }));
} finally {
  server?.kill('SIGTERM');
  ffmpeg?.kill('SIGTERM');
  await sleep(500);
  icecast.kill('SIGTERM');
  await new Promise((r) => (icecast.exitCode !== null ? r() : icecast.once('exit', r)));
  rmSync(dir, { recursive: true, force: true });
}
