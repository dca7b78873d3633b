// Whether a production build (`.next`, `.next-ads`) is missing or older than the sources it is built from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');

/** What a build is made from: a change to any of these makes the build stale. */
const sources = ['src', 'public', 'package.json', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json'];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** 'missing', 'stale' or 'fresh', for the build in `distDir` (relative to the project folder). */
export function buildState(distDir = '.next', projectRoot = root) {
  const stamp = path.join(projectRoot, distDir, 'BUILD_ID');
  if (!existsSync(stamp)) return 'missing';
  const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(projectRoot, s))));
  return changedAt > statSync(stamp).mtimeMs ? 'stale' : 'fresh';
}
