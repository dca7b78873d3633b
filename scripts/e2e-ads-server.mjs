// The e2e tests' second server: the site built with an ad client configured (NEXT_PUBLIC_* values are
// inlined at build time, so this is a second build, kept in its own folder `.next-ads`; see
// docs/decisions/0006-ad-client-second-build.md). Builds when that build is missing or older than
// the sources, then serves it on $PORT. `--build-only` builds and exits (used by `npm test`).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildState, root } from './lib/buildFreshness.mjs';
import { nextStartArgs } from './lib/nextStart.mjs';

/** A test publisher id; the tests serve a stand-in for the network's script. */
export const E2E_ADS_CLIENT = 'ca-pub-0000000000000000';
const distDir = '.next-ads';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir, NEXT_PUBLIC_ADS_CLIENT: E2E_ADS_CLIENT };
const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

if (buildState(distDir) !== 'fresh') {
  console.log(`Building the site with an ad client into ${distDir}...`);
  // `next build` points tsconfig.json and next-env.d.ts at its distDir: keep them as they are.
  // (contents and times, so that they do not look newer than this build).
  const kept = ['tsconfig.json', 'next-env.d.ts'].map((file) => {
    const full = path.join(root, file);
    return { full, text: readFileSync(full, 'utf8'), stat: statSync(full) };
  });
  // The build reads the database (migrated and seeded first by scripts/build.mjs): the one given
  // (DATABASE_URL), else the embedded server of $DATA_DIR.
  const buildScript = path.join(root, 'scripts', 'build.mjs');
  const command = env.DATABASE_URL ? [buildScript] : [path.join(root, 'scripts', 'with-database.mjs'), process.execPath, buildScript];
  const build = spawnSync(process.execPath, command, { cwd: root, stdio: 'inherit', env });
  for (const { full, text, stat } of kept) {
    if (readFileSync(full, 'utf8') === text) continue;
    writeFileSync(full, text);
    utimesSync(full, stat.atime, stat.mtime);
  }
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log(`${distDir} is up to date.`);
}

if (!process.argv.includes('--build-only')) {
  const port = process.env.PORT ?? '4100';
  const server = spawn(process.execPath, [next, ...nextStartArgs(port, '127.0.0.1')], { cwd: root, stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
}
