import { afterEach, describe, expect, it, vi } from 'vitest';
import { healthAnswer, probe } from './health';

describe('healthAnswer', () => {
  it('is 200 when the database and the shared cache answer', () => {
    expect(healthAnswer('ok', 'ok')).toEqual({ status: 200, body: { status: 'ok', database: 'ok', cache: 'redis' } });
  });

  it('is 200 with the local cache when no shared cache is configured', () => {
    expect(healthAnswer('ok', 'not-configured')).toEqual({ status: 200, body: { status: 'ok', database: 'ok', cache: 'local' } });
  });

  it('is 503 with a reason when the database is down or not configured', () => {
    expect(healthAnswer('down', 'ok')).toEqual({ status: 503, body: { status: 'unavailable', reason: 'database unreachable' } });
    expect(healthAnswer('not-configured', 'not-configured').status).toBe(503);
    expect(healthAnswer('not-configured', 'ok').body).toMatchObject({ reason: expect.stringContaining('DATABASE_URL') });
  });

  it('is 503 until the pages cached before the start are renewed, 200 once they are (or when that failed)', () => {
    expect(healthAnswer('ok', 'not-configured', 'pending')).toEqual({
      status: 503,
      body: { status: 'unavailable', reason: 'pages cached before the start are being renewed' },
    });
    for (const pages of ['done', 'failed', 'not-needed'] as const) expect(healthAnswer('ok', 'not-configured', pages).status).toBe(200);
  });

  it('is 503 when the shared cache is down, and names both when both are', () => {
    expect(healthAnswer('ok', 'down')).toEqual({ status: 503, body: { status: 'unavailable', reason: 'shared cache unreachable' } });
    expect(healthAnswer('down', 'down').body).toEqual({ status: 'unavailable', reason: 'database unreachable; shared cache unreachable' });
  });
});

describe('probe', () => {
  afterEach(() => vi.useRealTimers());

  it('is not-configured without a check', async () => {
    await expect(probe(null, 1000)).resolves.toBe('not-configured');
  });

  it('is ok when the check resolves, down when it rejects', async () => {
    await expect(probe(() => Promise.resolve(1), 1000)).resolves.toBe('ok');
    await expect(probe(() => Promise.reject(new Error('ECONNREFUSED')), 1000)).resolves.toBe('down');
  });

  it('is down when the check does not answer in time', async () => {
    vi.useFakeTimers();
    const result = probe(() => new Promise(() => {}), 1500);
    await vi.advanceTimersByTimeAsync(1499);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('down');
  });
});
