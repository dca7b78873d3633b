import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM helpers of the benchmark, no type declarations
import { generateStories, percentile, queryMix, searchPath } from './searchBench.mjs';

describe('search benchmark helpers', () => {
  it('generates the same stories and queries from the same seed', () => {
    expect(generateStories(3)).toEqual(generateStories(3));
    expect(generateStories(2)[0].title).not.toBe(generateStories(2, 7)[0].title);
    const mix = queryMix(20);
    expect(mix).toHaveLength(20);
    expect(mix.some((q: { q: string }) => q.q.startsWith('"'))).toBe(true);
    expect(mix.some((q: { type: string | null }) => q.type === 'stories')).toBe(true);
    expect(mix.some((q: { page: number }) => q.page === 2)).toBe(true);
  });

  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile([7], 95)).toBe(7);
  });

  it('writes the page address of a query', () => {
    expect(searchPath({ q: 'a b', type: 'stories', from: '2025-01-01', to: null, page: 2 })).toBe('/search?q=a+b&type=stories&from=2025-01-01&page=2');
  });
});
