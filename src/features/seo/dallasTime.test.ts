// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dallasDateTime, dallasNow, dallasOffset, publishedDateTime, publishedMoment, rfc822Date } from './dallasTime';

describe('dallasOffset', () => {
  it('is -05:00 in daylight saving time and -06:00 in standard time', () => {
    expect(dallasOffset('2025-05-14')).toBe('-05:00');
    expect(dallasOffset('2025-01-15')).toBe('-06:00');
  });
  it('follows the clock changes (second Sunday of March, first Sunday of November)', () => {
    expect(dallasOffset('2025-03-08')).toBe('-06:00');
    expect(dallasOffset('2025-03-10')).toBe('-05:00');
    expect(dallasOffset('2025-11-01')).toBe('-05:00');
    expect(dallasOffset('2025-11-03')).toBe('-06:00');
  });
  it('is the offset in force at the time of day on the nights the clocks change', () => {
    // 2026-11-01: 2:00 CDT becomes 1:00 CST.
    expect(dallasOffset('2026-11-01', '00:30')).toBe('-05:00');
    expect(dallasOffset('2026-11-01', '01:30')).toBe('-06:00'); // the hour that happens twice: the second
    expect(dallasOffset('2026-11-01', '02:00')).toBe('-06:00');
    expect(dallasOffset('2026-11-01')).toBe('-05:00');
    // 2026-03-08: 2:00 CST becomes 3:00 CDT.
    expect(dallasOffset('2026-03-08', '01:00')).toBe('-06:00');
    expect(dallasOffset('2026-03-08', '02:30')).toBe('-06:00'); // skipped by the clocks
    expect(dallasOffset('2026-03-08', '03:00')).toBe('-05:00');
    expect(dallasOffset('2026-03-08', '23:59')).toBe('-05:00');
  });
  it('rejects anything but yyyy-MM-dd', () => {
    expect(() => dallasOffset('May 14, 2025')).toThrow();
  });
});

describe('dallasDateTime', () => {
  it('writes an ISO date-time with the offset', () => {
    expect(dallasDateTime('2025-05-10', '10:00')).toBe('2025-05-10T10:00:00-05:00');
    expect(dallasDateTime('2025-12-24')).toBe('2025-12-24T00:00:00-06:00');
    expect(new Date(dallasDateTime('2025-05-10', '10:00')).toISOString()).toBe('2025-05-10T15:00:00.000Z');
  });
  it('names the right instant on the nights the clocks change', () => {
    expect(new Date(dallasDateTime('2026-11-01', '00:30')).toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(new Date(dallasDateTime('2026-11-01', '03:00')).toISOString()).toBe('2026-11-01T09:00:00.000Z');
    expect(new Date(dallasDateTime('2026-03-08', '01:00')).toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(new Date(dallasDateTime('2026-03-08', '10:00')).toISOString()).toBe('2026-03-08T15:00:00.000Z');
  });
  it('rejects a bad time', () => {
    expect(() => dallasDateTime('2025-05-10', '25:00')).toThrow();
  });
});

describe('rfc822Date', () => {
  it('writes the RFC 822 form RSS readers expect', () => {
    expect(rfc822Date('2025-05-14')).toBe('Wed, 14 May 2025 00:00:00 -0500');
    expect(rfc822Date('2025-01-05')).toBe('Sun, 05 Jan 2025 00:00:00 -0600');
  });
  it('parses back to the same instant', () => {
    expect(new Date(rfc822Date('2025-05-14')).toISOString()).toBe('2025-05-14T05:00:00.000Z');
  });
});

describe('dallasNow', () => {
  it("is the day and time on Dallas' wall clock, whatever the day in UTC", () => {
    // 11 pm in Dallas on November 27 is already November 28 in UTC; midnight is 00:00, not 24:00.
    expect(dallasNow(new Date('2026-11-28T05:00:00.000Z'))).toEqual({ date: '2026-11-27', time: '23:00' });
    expect(dallasNow(new Date('2025-01-01T05:59:00Z'))).toEqual({ date: '2024-12-31', time: '23:59' });
    expect(dallasNow(new Date('2025-07-01T05:00:00Z'))).toEqual({ date: '2025-07-01', time: '00:00' });
  });
});

describe('publishedMoment', () => {
  it('is the Dallas day and time of a newsroom story, the start of the day of a sample story', () => {
    expect(publishedMoment({ date: '2026-11-24', publishedAt: '2026-11-25T03:30:00.000Z' })).toEqual({ date: '2026-11-24', time: '21:30' });
    expect(publishedDateTime({ date: '2026-11-24', publishedAt: '2026-11-25T03:30:00.000Z' })).toBe('2026-11-24T21:30:00-06:00');
    expect(publishedMoment({ date: '2025-05-14' })).toEqual({ date: '2025-05-14', time: '00:00' });
    expect(publishedMoment({ date: '2025-05-14', publishedAt: 'not a date' })).toEqual({ date: '2025-05-14', time: '00:00' });
  });
});
