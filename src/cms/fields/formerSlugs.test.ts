import { describe, expect, it } from 'vitest';
import { MAX_FORMER_SLUGS, nextFormerSlugs } from './formerSlugs';

describe('nextFormerSlugs', () => {
  it('keeps the address a published story had when it gets another', () => {
    expect(nextFormerSlugs({ former: [], previousSlug: 'council-vots', wasPublished: true, slug: 'council-votes' })).toEqual(['council-vots']);
    expect(nextFormerSlugs({ former: ['a'], previousSlug: 'b', wasPublished: true, slug: 'c' })).toEqual(['a', 'b']);
  });

  it('keeps nothing new when the slug is unchanged, or was never published', () => {
    expect(nextFormerSlugs({ former: ['a'], previousSlug: 'b', wasPublished: true, slug: 'b' })).toEqual(['a']);
    expect(nextFormerSlugs({ former: undefined, previousSlug: 'draft-title', wasPublished: false, slug: 'final-title' })).toEqual([]);
    expect(nextFormerSlugs({ former: null, previousSlug: null, wasPublished: true, slug: 'x' })).toEqual([]);
  });

  it('lets a story take an earlier address back, and lists each address once', () => {
    expect(nextFormerSlugs({ former: ['a', 'b'], previousSlug: 'c', wasPublished: true, slug: 'a' })).toEqual(['b', 'c']);
    expect(nextFormerSlugs({ former: ['a', 'b'], previousSlug: 'a', wasPublished: true, slug: 'c' })).toEqual(['a', 'b']);
  });

  it(`keeps the ${MAX_FORMER_SLUGS} latest`, () => {
    const many = Array.from({ length: MAX_FORMER_SLUGS }, (_, i) => `s${i}`);
    const next = nextFormerSlugs({ former: many, previousSlug: 'last', wasPublished: true, slug: 'now' });
    expect(next).toHaveLength(MAX_FORMER_SLUGS);
    expect(next[0]).toBe('s1');
    expect(next.at(-1)).toBe('last');
  });

  it('ignores what is not a slug in the stored list', () => {
    expect(nextFormerSlugs({ former: ['a', '', 3, null], previousSlug: 'b', wasPublished: true, slug: 'c' })).toEqual(['a', 'b']);
  });
});
