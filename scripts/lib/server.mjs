// Starts the production server (`next start`) on a port for a benchmark, and stops it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './buildFreshness.mjs';
import { ensureDatabase } from './database.mjs';
import { nextStartArgs } from './nextStart.mjs';

export { root };

export async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Resolves once `url` answers 200 (GET /api/health: the server has renewed the pages cached before its start). */
export async function waitForOk(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const status = await fetch(url).then((r) => r.status, () => 0);
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/** Whether something already answers HTTP on the port. */
async function answers(port) {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * `next start` on `port`; resolves once it answers and reports healthy. Call `.stop()` when done. Fails at once if the
 * port is taken (we would otherwise measure whatever server holds it) or if the server exits early.
 * Without DATABASE_URL it starts the embedded PostgreSQL of DATA_DIR (the one the build read) and
 * stops it with the server.
 */
export async function startNextServer(port, env = {}) {
  if (await answers(port)) throw new Error(`Port ${port} is already in use: stop that server or pass another --port.`);
  const database = await ensureDatabase({ env: { ...process.env, ...env } });
  const child = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), ...nextStartArgs(port, '127.0.0.1')], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env, DATABASE_URL: database.url },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await Promise.race([
      // Ready: answering, and done renewing the pages cached before this start (docs/decisions/0036).
      waitFor(`http://127.0.0.1:${port}/`).then(() => waitForOk(`http://127.0.0.1:${port}/api/health`)),
      exited.then((code) => {
        throw new Error(`next start exited early (code ${code})`);
      }),
    ]);
  } catch (error) {
    child.kill('SIGTERM');
    await exited;
    await database.stop();
    throw error;
  }
  return {
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      await database.stop();
    },
  };
}

/** Median of the finite values (a run that errored gives NaN and is left out); NaN if none. */
export const median = (xs) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
