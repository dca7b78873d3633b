import { describe, expect, it } from 'vitest';
import { slugToStore } from './slug';

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
