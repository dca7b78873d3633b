import { describe, expect, it } from 'vitest';
import { MAX_SLUG_LENGTH } from '../slug';
import { copySlug, slugToStore } from './slug';

describe('slugToStore', () => {
  it('keeps the slug an editor typed, trimmed', () => {
    expect(slugToStore('  deep-ellum-murals ', 'Another title')).toBe('deep-ellum-murals');
  });

  it('makes one from the title when none was typed', () => {
    expect(slugToStore('', 'Café owners: "We\'re back!"')).toBe('cafe-owners-were-back');
    expect(slugToStore(undefined, 'Council votes')).toBe('council-votes');
  });

  it('stores none (null), never an empty slug, for an untitled draft', () => {
    for (const [value, from] of [[undefined, undefined], ['', ''], ['   ', null], [null, '!!!']] as const) {
      expect(slugToStore(value, from), JSON.stringify([value, from])).toBeNull();
    }
  });
});

describe('copySlug', () => {
  it('gives a copy the original\'s slug and "-copy", numbered when taken', () => {
    expect(copySlug('fair-park-lights', () => false)).toBe('fair-park-lights-copy');
    const taken = new Set(['fair-park-lights-copy', 'fair-park-lights-copy-2']);
    expect(copySlug('fair-park-lights', (s) => taken.has(s))).toBe('fair-park-lights-copy-3');
  });

  it('stays within the length limit and the slug rules', () => {
    const long = `${'a'.repeat(MAX_SLUG_LENGTH - 3)}-bc`;
    const copy = copySlug(long, () => false);
    expect(copy.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(copy).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(copy.endsWith('-copy')).toBe(true);
  });
});
