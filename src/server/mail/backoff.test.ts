import { describe, expect, it } from 'vitest';
import { afterFailure, failureKind, FIRST_RETRY_MS, MAX_ATTEMPTS, MAX_RETRY_MS, retryDelayMs } from './backoff';

describe('retry back-off', () => {
  it('doubles from a minute and stops growing at six hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(9)).toBe(256 * 60_000);
    expect(retryDelayMs(10)).toBe(MAX_RETRY_MS);
    expect(retryDelayMs(1000)).toBe(MAX_RETRY_MS);
    expect(retryDelayMs(0)).toBe(FIRST_RETRY_MS);
  });

  it('treats 5xx answers as permanent and everything else as temporary', () => {
    expect(failureKind({ responseCode: 550 })).toBe('permanent');
    expect(failureKind({ responseCode: 554 })).toBe('permanent');
    expect(failureKind({ responseCode: 451 })).toBe('temporary');
    expect(failureKind(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' }))).toBe('temporary');
    expect(failureKind('weird')).toBe('temporary');
  });

  it('requeues a temporary failure later, and gives up on a permanent one or after the last attempt', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(afterFailure('temporary', 1, now)).toEqual({ status: 'queued', nextAttemptAt: new Date('2026-11-23T10:01:00Z') });
    expect(afterFailure('temporary', 3, now)).toEqual({ status: 'queued', nextAttemptAt: new Date('2026-11-23T10:04:00Z') });
    expect(afterFailure('permanent', 1, now)).toEqual({ status: 'failed' });
    expect(afterFailure('temporary', MAX_ATTEMPTS, now)).toEqual({ status: 'failed' });
  });
});
