// `npm test`: every check a change must pass, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['type check', 'npm', ['run', '--silent', 'typecheck']],
  ['unit tests', 'npm', ['run', '--silent', 'test:unit']],
  ['build', 'npm', ['run', '--silent', 'build']],
  ['build with an ad client (for the ads e2e tests)', 'node', ['scripts/e2e-ads-server.mjs', '--build-only']],
  ['end-to-end tests', 'npm', ['run', '--silent', 'test:e2e']],
];

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}
