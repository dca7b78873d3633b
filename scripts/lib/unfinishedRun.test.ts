import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { UNFINISHED_EXIT_CODE } from './unfinishedExitCode.mjs';

const preload = pathToFileURL(path.join(import.meta.dirname, 'unfinishedRun.mjs')).href;

function exitCodeOf(source: string): number | null {
  return spawnSync(process.execPath, [`--import=${preload}`, '--input-type=module', '-e', source]).status;
}

describe('unfinishedRun preload', () => {
  it('turns an import left pending with an empty event loop into its own exit code, not 0', () => {
    expect(exitCodeOf('await new Promise(() => {}); process.exit(0);')).toBe(UNFINISHED_EXIT_CODE);
  });

  it('leaves a script that ends with process.exit() alone', () => {
    expect(exitCodeOf('await Promise.resolve(); process.exit(0);')).toBe(0);
    expect(exitCodeOf('process.exit(1);')).toBe(1);
  });
});
