import { describe, expect, it } from 'vitest';
import { validateHttpsUrl } from './validators';

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
