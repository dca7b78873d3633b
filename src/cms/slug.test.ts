import { describe, expect, it } from 'vitest';
import { MAX_SLUG_LENGTH, slugify, validateSlug } from './slug';

describe('slugify', () => {
  it('makes a lower-case, hyphenated address segment from a title', () => {
    expect(slugify('Café owners: "We’re back!"')).toBe('cafe-owners-were-back');
    expect(slugify('  DART adds 3 new lines -- in 2026  ')).toBe('dart-adds-3-new-lines-in-2026');
    expect(slugify('<script>alert(1)</script>')).toBe('script-alert-1-script');
  });

  it('stays within the length limit and never ends with a hyphen', () => {
    const slug = slugify(`${'word '.repeat(40)}end`);
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('validateSlug', () => {
  it('accepts a plain slug', () => {
    expect(validateSlug('city-council-votes')).toBe(true);
  });

  it.each(['', '7', '12', 'category', 'top', 'politics', 'Upper-Case', 'two--hyphens', '-edge', 'a/b', 'x'.repeat(97)])(
    'refuses %j',
    (value) => {
      expect(validateSlug(value)).toEqual(expect.any(String));
    },
  );

  it('refuses what is not text', () => {
    expect(validateSlug(42)).toEqual(expect.any(String));
    expect(validateSlug(null)).toEqual(expect.any(String));
  });
});
