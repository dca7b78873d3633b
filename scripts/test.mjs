// `npm test`: every check a change must pass, in order, stopping at the first failure.
import { spawn, spawnSync } from 'node:child_process';
import { copyDataDir } from './lib/database.mjs';
import { e2eAdsDataDirOf, e2eDataDirOf } from './lib/e2eData.mjs';

// The builds read the database (the newsroom's stories are prerendered): the same data folders the e2e
// servers use, so that the prerendered pages match what those servers serve. The first build migrates
// and seeds the main server's folder (minutes: every illustration gets its responsive copies); the
// ad-client server's folder is then a copy of it (database, uploads and secret, on a port of its own),
// taken while its PostgreSQL is stopped, rather than a second seed.
const copyForAds = () => copyDataDir(e2eDataDirOf(), e2eAdsDataDirOf()).then(() => ({ status: 0 }), (error) => {
  console.error(error);
  return { status: 1 };
});
/** Runs a command with its output held back, then printed whole (two at once do not interleave). */
function runHeld(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      process.stdout.write(Buffer.concat(output));
      resolve({ status });
    });
  });
}
// ESLint and tsc each keep one core busy: side by side they take the time of the slower.
const lintAndTypes = async () => {
  const results = await Promise.all([runHeld('npm', ['run', '--silent', 'lint']), runHeld('npm', ['run', '--silent', 'typecheck'])]);
  return results.find((r) => r.status !== 0) ?? { status: 0 };
};
const steps = [
  ['lint and type check', lintAndTypes],
  ['unit tests', 'npm', ['run', '--silent', 'test:unit']],
  // The type check above has passed: the builds need not repeat it (next.config.ts, TYPES_CHECKED).
  ['build', 'npm', ['run', '--silent', 'build'], { DATA_DIR: e2eDataDirOf(), SEED_ALWAYS: '1', TYPES_CHECKED: '1' }],
  ['copy of the seeded database for the ad-client server', copyForAds],
  ['build with an ad client (for the ads e2e tests)', 'node', ['scripts/e2e-ads-server.mjs', '--build-only'], { DATA_DIR: e2eAdsDataDirOf() }],
  ['end-to-end tests', 'npm', ['run', '--silent', 'test:e2e']],
];

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
for (const [name, cmd, args, extraEnv = {}] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = typeof cmd === 'function' ? await cmd() : spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}
