import { describe, expect, it } from 'vitest';
import { categoryPath } from '@/lib/addresses';
import { categorySlug, popularTopics } from './categories';

describe('categorySlug', () => {
  it('lower-cases and hyphenates', () => {
    expect(categorySlug('Politics')).toBe('politics');
    expect(categorySlug('Real Estate')).toBe('real-estate');
  });
  it('gives every Popular Topic its address', () => {
    expect(popularTopics.map(categoryPath)).toEqual([
      '/news/category/politics',
      '/news/category/business',
      '/news/category/sports',
      '/news/category/education',
      '/news/category/health',
      '/news/category/real-estate',
      '/news/category/technology',
      '/news/category/environment',
    ]);
  });
});
