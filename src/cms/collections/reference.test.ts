import { describe, expect, it } from 'vitest';
import { validateAddressSlug } from './reference';

describe('validateAddressSlug', () => {
  it('accepts the seeded numbers and slugs made from titles', () => {
    expect(validateAddressSlug('1')).toBe(true);
    expect(validateAddressSlug('deep-ellum-block-party')).toBe(true);
  });

  it('refuses an empty slug, capitals, spaces, slashes and doubled hyphens', () => {
    for (const bad of ['', 'Deep-Ellum', 'two words', 'a/b', 'a--b', '-a', 5]) expect(validateAddressSlug(bad)).toEqual(expect.any(String));
    expect(validateAddressSlug('a'.repeat(97))).toEqual(expect.any(String));
  });
});
