import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildState } from './buildFreshness.mjs';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A project folder with one source file and, optionally, a build stamp, each with its own time. */
function project({ sourceAt, builtAt }: { sourceAt: number; builtAt?: number }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'freshness-'));
  folders.push(dir);
  mkdirSync(path.join(dir, 'src', 'deep'), { recursive: true });
  const source = path.join(dir, 'src', 'deep', 'page.tsx');
  writeFileSync(source, 'export {};');
  utimesSync(source, sourceAt, sourceAt);
  utimesSync(path.join(dir, 'src', 'deep'), 1, 1);
  utimesSync(path.join(dir, 'src'), 1, 1);
  if (builtAt !== undefined) {
    mkdirSync(path.join(dir, '.next'));
    writeFileSync(path.join(dir, '.next', 'BUILD_ID'), 'x');
    utimesSync(path.join(dir, '.next', 'BUILD_ID'), builtAt, builtAt);
  }
  return dir;
}

describe('buildState', () => {
  it('is missing without a build stamp', () => {
    expect(buildState('.next', project({ sourceAt: 1000 }))).toBe('missing');
  });

  it('is fresh when the build is newer than every source', () => {
    expect(buildState('.next', project({ sourceAt: 1000, builtAt: 2000 }))).toBe('fresh');
  });

  it('is stale when a file deep in the sources changed after the build', () => {
    expect(buildState('.next', project({ sourceAt: 3000, builtAt: 2000 }))).toBe('stale');
  });

  it('looks for the stamp in the folder it is given', () => {
    expect(buildState('.next-ads', project({ sourceAt: 1000, builtAt: 2000 }))).toBe('missing');
  });
});
