// `npm start`: serve the production build on $PORT (default 3000), building first when there is no
// build or when any source is newer than it.
import { spawnSync, spawn } from 'node:child_process';
import path from 'node:path';
import { buildState, root } from './lib/buildFreshness.mjs';
import { withSiteOrigin } from './lib/siteOrigin.mjs';

const port = process.env.PORT ?? '3000';
// Canonical links, feeds and social cards need a public origin: without SITE_ORIGIN, ours (said once).
const env = withSiteOrigin({ ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, port, console.log);
const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const state = buildState('.next');

if (state !== 'fresh') {
  console.log(state === 'missing' ? 'No build found: building...' : 'Sources changed since the last build: rebuilding...');
  const build = spawnSync(process.execPath, [next, 'build'], { cwd: root, stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [next, 'start', '-p', port], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
