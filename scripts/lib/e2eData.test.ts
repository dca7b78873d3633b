// @vitest-environment node
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { e2eAdsDataDirOf, e2eDataDirOf } from './e2eData.mjs';

describe('e2e data folders', () => {
  it('are one per e2e port, the ads server beside the main one', () => {
    expect(e2eDataDirOf({ E2E_PORT: '3400' })).toBe(path.join(tmpdir(), 'dallas-local-e2e-data-3400'));
    expect(e2eDataDirOf({})).toBe(path.join(tmpdir(), 'dallas-local-e2e-data-3100'));
    expect(e2eAdsDataDirOf({ E2E_PORT: '3400' })).toBe(path.join(tmpdir(), 'dallas-local-e2e-data-3400-ads'));
  });
  it('follow E2E_DATA_DIR when given', () => {
    expect(e2eDataDirOf({ E2E_DATA_DIR: '/srv/e2e', E2E_PORT: '3400' })).toBe('/srv/e2e');
    expect(e2eAdsDataDirOf({ E2E_DATA_DIR: '/srv/e2e' })).toBe('/srv/e2e-ads');
  });
});
