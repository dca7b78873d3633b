import { describe, expect, it } from 'vitest';
import { formatEventDate, parseDateKey, toDateKey } from './eventDate';

describe('parseDateKey', () => {
  it('reads yyyy-MM-dd as a local calendar date', () => {
    const date = parseDateKey('2025-05-10');
    expect(date).not.toBeNull();
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate()]).toEqual([2025, 4, 10]);
    expect([date?.getHours(), date?.getMinutes()]).toEqual([0, 0]);
  });

  it.each(['2025-13-45', '2025-02-30', '2025-5-10', 'yesterday', '', '2025-05-10T00:00', ' 2025-05-10'])(
    'rejects %j',
    (value) => {
      expect(parseDateKey(value)).toBeNull();
    },
  );

  it('rejects null and undefined', () => {
    expect(parseDateKey(null)).toBeNull();
    expect(parseDateKey(undefined)).toBeNull();
  });

  it('accepts leap days only in leap years', () => {
    expect(parseDateKey('2024-02-29')).not.toBeNull();
    expect(parseDateKey('2025-02-29')).toBeNull();
  });
});

describe('toDateKey and formatEventDate', () => {
  it('round-trips a key', () => {
    for (const key of ['2025-05-01', '2025-05-31', '2025-12-31', '2026-01-01']) {
      const date = parseDateKey(key);
      expect(date && toDateKey(date)).toBe(key);
    }
  });

  it("formats 'MMMM d, yyyy' on the event's own day", () => {
    expect(formatEventDate('2025-05-10')).toBe('May 10, 2025');
    expect(formatEventDate('2025-05-01')).toBe('May 1, 2025');
  });

  it('refuses an invalid key instead of printing a wrong day', () => {
    expect(() => formatEventDate('2025-13-45')).toThrow(/yyyy-MM-dd/);
  });
});
