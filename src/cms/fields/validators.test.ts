import { describe, expect, it } from 'vitest';
import { validateCalendarDate, validateHttpsUrl } from './validators';

describe('validateHttpsUrl', () => {
  it('accepts https links and an empty optional field', () => {
    expect(validateHttpsUrl('https://dallas.gov/events')).toBe(true);
    expect(validateHttpsUrl('')).toBe(true);
    expect(validateHttpsUrl(undefined)).toBe(true);
  });

  it('refuses other schemes, non-links, and an empty required field', () => {
    expect(validateHttpsUrl('http://dallas.gov')).toEqual(expect.any(String));
    expect(validateHttpsUrl('javascript:alert(1)')).toEqual(expect.any(String));
    expect(validateHttpsUrl('not a link')).toEqual(expect.any(String));
    expect(validateHttpsUrl(5)).toEqual(expect.any(String));
    expect(validateHttpsUrl('', { required: true })).toEqual(expect.any(String));
  });
});

describe('validateCalendarDate', () => {
  it('accepts a real day written yyyy-MM-dd, and an empty optional field', () => {
    expect(validateCalendarDate('2025-06-02')).toBe(true);
    expect(validateCalendarDate('2024-02-29', { required: true })).toBe(true);
    expect(validateCalendarDate('')).toBe(true);
    expect(validateCalendarDate(null)).toBe(true);
  });

  it('refuses other spellings, impossible days and an empty required field', () => {
    expect(validateCalendarDate('06/02/2025')).toEqual(expect.any(String));
    expect(validateCalendarDate('2025-02-30')).toEqual(expect.any(String));
    expect(validateCalendarDate('2025-13-01')).toEqual(expect.any(String));
    expect(validateCalendarDate(20250602)).toEqual(expect.any(String));
    expect(validateCalendarDate('', { required: true })).toEqual(expect.any(String));
  });
});
