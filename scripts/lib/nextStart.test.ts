import { describe, expect, it } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS, nextStartArgs } from './nextStart.mjs';

describe('nextStartArgs', () => {
  it('keeps idle connections open longer than nginx reuses them (60 s)', () => {
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    expect(nextStartArgs(3000)).toEqual(['start', '-p', '3000', '--keepAliveTimeout', String(KEEP_ALIVE_TIMEOUT_MS)]);
  });

  it('listens on the given host', () => {
    expect(nextStartArgs(3101, '127.0.0.1')).toEqual(['start', '-p', '3101', '-H', '127.0.0.1', '--keepAliveTimeout', String(KEEP_ALIVE_TIMEOUT_MS)]);
  });
});
