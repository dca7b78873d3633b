// `npm run build` (under scripts/with-database.mjs, which sets DATABASE_URL): migrate and seed an empty
// database, then `next build`, which prerenders pages from that content.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { precompressStatic } from './lib/precompress.mjs';
import { prepareDatabase } from './lib/prepareDatabase.mjs';

const root = path.join(import.meta.dirname, '..');
if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL is not set: run this through scripts/with-database.mjs (npm run build).');
  process.exit(2);
}
try {
  await prepareDatabase(process.env.DATABASE_URL);
} catch (error) {
  console.error(`The build cannot start: ${error.message}`);
  process.exit(1);
}
// The data cache (`unstable_cache` entries in <distDir>/cache/fetch-cache) holds what the previous build's
// code read from the database it was given: maybe another database (DATA_DIR), or the same content in an
// older shape, which the new build would prerender and serve until an edit expired it. A build starts from
// the database alone.
rmSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const build = spawnSync(process.execPath, [next, 'build', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', env: process.env });
if (build.status !== 0) process.exit(build.status ?? 1);
const { files, ms } = await precompressStatic(path.join(root, process.env.NEXT_DIST_DIR || '.next'));
console.log(`Brotli copies of ${files} scripts and stylesheets (${(ms / 1000).toFixed(1)} s)`);
