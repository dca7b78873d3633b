// `npm start`: serve the production build on $PORT (default 3000), building first when there is no
// build or when any source is newer than it.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const buildStamp = path.join(root, '.next', 'BUILD_ID');
const sources = ['src', 'public', 'package.json', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json'];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const builtAt = existsSync(buildStamp) ? statSync(buildStamp).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));

if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? 'No build found: building...' : 'Sources changed since the last build: rebuilding...');
  const build = spawnSync(process.execPath, [next, 'build'], { cwd: root, stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT ?? '3000';
const server = spawn(process.execPath, [next, 'start', '-p', port], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
