import { describe, expect, it, vi } from 'vitest';
import { admitSearch, DEFAULT_SEARCH_RATE_LIMIT, searchRateLimit, searchRateLimitedMessage } from './rateLimit';

describe('searchRateLimit', () => {
  it('reads SEARCH_RATE_LIMIT, falling back to the default for anything else', () => {
    expect(searchRateLimit({})).toBe(DEFAULT_SEARCH_RATE_LIMIT);
    expect(searchRateLimit({ SEARCH_RATE_LIMIT: ' 120 ' })).toBe(120);
    expect(searchRateLimit({ SEARCH_RATE_LIMIT: '0' })).toBe(0);
    for (const bad of ['-1', '1.5', 'many', '', '9999999']) expect(searchRateLimit({ SEARCH_RATE_LIMIT: bad })).toBe(DEFAULT_SEARCH_RATE_LIMIT);
  });
});

describe('admitSearch', () => {
  it('counts in a bucket of its own, per client, in the forms’ one-minute window', async () => {
    const hitRateLimit = vi.fn(async () => ({ allowed: false as const, retryAfterSeconds: 12 }));
    const now = new Date('2025-05-10T12:00:30Z');
    await expect(admitSearch({ hitRateLimit }, '203.0.113.9', 30, now)).resolves.toEqual({ allowed: false, retryAfterSeconds: 12 });
    expect(hitRateLimit).toHaveBeenCalledWith('search 203.0.113.9', 30, 60_000, now);
  });

  it('counts nothing when the limit is off', async () => {
    const hitRateLimit = vi.fn();
    await expect(admitSearch({ hitRateLimit }, 'x', 0)).resolves.toEqual({ allowed: true });
    expect(hitRateLimit).not.toHaveBeenCalled();
  });

  it('says how long to wait', () => {
    expect(searchRateLimitedMessage(1)).toContain('wait a second');
    expect(searchRateLimitedMessage(42)).toContain('wait 42 seconds');
  });
});
