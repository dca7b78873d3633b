// `npm start`: start the database (scripts/lib/database.mjs), then serve the production build on $PORT
// (default 3000), building first when there is no build or when any source is newer than it.
// Ctrl-C or SIGTERM stops the server, then the embedded database if this process started it.
import { spawnSync, spawn } from 'node:child_process';
import path from 'node:path';
import { buildState, root } from './lib/buildFreshness.mjs';
import { nextStartArgs } from './lib/nextStart.mjs';
import { ensureDatabase } from './lib/database.mjs';
import { precompressStatic } from './lib/precompress.mjs';
import { prepareDatabase } from './lib/prepareDatabase.mjs';
import { withSiteOrigin } from './lib/siteOrigin.mjs';

const port = process.env.PORT ?? '3000';
// Canonical links, feeds and social cards need a public origin: without SITE_ORIGIN, ours (said once).
const env = withSiteOrigin({ ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, port, console.log);
const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

let server = null;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    server?.kill(signal);
  });
}
const database = await ensureDatabase().catch((error) => {
  console.error(`The database could not be started: ${error.message}`);
  process.exit(1);
});
env.DATABASE_URL = database.url;
const quit = async (code) => {
  await database.stop();
  process.exit(code);
};
if (stopping) await quit(0);

// Migrations, and the starting content on a database that has none.
try {
  await prepareDatabase(database.url);
} catch (error) {
  console.error(`The database could not be prepared: ${error.message}`);
  await quit(1);
}
if (stopping) await quit(0);

const state = buildState('.next');
if (state !== 'fresh') {
  console.log(state === 'missing' ? 'No build found: building...' : 'Sources changed since the last build: rebuilding...');
  const build = spawnSync(process.execPath, [next, 'build'], { cwd: root, stdio: 'inherit', env });
  if (build.status !== 0) await quit(build.status ?? 1);
  await precompressStatic(path.join(root, '.next'));
}
if (stopping) await quit(0);

server = spawn(process.execPath, [next, ...nextStartArgs(port)], { cwd: root, stdio: 'inherit', env });
server.on('exit', (code) => quit(code ?? 0));
