import { describe, expect, it } from 'vitest';
import { queryWords, replaceWords } from './queryWords';

describe('queryWords', () => {
  it('lists the words to check, leaving out excluded words, "or" and short words', () => {
    expect(queryWords('"deep elum" counsil -parks or café at 7').map((w) => w.word)).toEqual(['deep', 'elum', 'counsil', 'café']);
  });

  it('treats a hyphen inside a word as a separator, not an exclusion', () => {
    expect(queryWords('oak-cliff -"fair park"').map((w) => w.word)).toEqual(['oak', 'cliff', 'fair', 'park']);
  });

  it('finds nothing in operators, markup or empty input', () => {
    expect(queryWords('')).toEqual([]);
    expect(queryWords('"" - || && !')).toEqual([]);
  });
});

describe('replaceWords', () => {
  it('replaces misspelled words and keeps quotes, signs and the other words as typed', () => {
    const replacements = new Map([
      ['counsil', 'council'],
      ['elum', 'ellum'],
    ]);
    expect(replaceWords('"Deep Elum" Counsil -counsil', replacements)).toBe('"Deep ellum" council -counsil');
  });

  it('says when nothing changes', () => {
    expect(replaceWords('council', new Map([['council', 'council']]))).toBeNull();
    expect(replaceWords('council', new Map())).toBeNull();
  });
});
