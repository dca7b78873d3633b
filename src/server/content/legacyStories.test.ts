// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validateSlug } from '@/cms/slug';
import { allStories } from '@/content/stories';
import { legacyStorySlug, legacyStorySlugs, uniqueSampleStories } from './legacyStories';

describe('legacyStorySlugs', () => {
  it('maps every legacy address of SPEC.md to a valid slug from the title', () => {
    const paths = [
      ...Array.from({ length: 9 }, (_, i) => `/news/${i + 1}`),
      ...['politics', 'business', 'sports', 'lifestyle'].flatMap((tab) => [1, 2, 3].map((n) => `/news/${tab}/${n}`)),
      ...[1, 2, 3, 4, 5].map((n) => `/news/top/${n}`),
      '/community/10',
      '/community/11',
      '/community/12',
    ];
    expect([...legacyStorySlugs.keys()].sort()).toEqual(paths.sort());
    for (const slug of legacyStorySlugs.values()) expect(validateSlug(slug)).toBe(true);
    expect(legacyStorySlug('/news/1')).toBe('city-council-backs-48-million-sidewalk-push-for-southern-dallas');
    expect(legacyStorySlug('/news/10')).toBeUndefined();
  });
});

describe('uniqueSampleStories', () => {
  it('keeps one story per title, the first copy', () => {
    const [first, second] = allStories;
    if (!first || !second) throw new Error('no sample stories');
    const copy = { ...second, title: first.title, href: '/news/top/9' };
    expect(uniqueSampleStories([first, second, copy])).toEqual([first, second]);
  });
  it('seeds every sample story once: the lists share no title today', () => {
    expect(uniqueSampleStories()).toHaveLength(allStories.length);
    expect(new Set(legacyStorySlugs.values()).size).toBe(allStories.length);
  });
});
