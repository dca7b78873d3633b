import { describe, expect, it } from 'vitest';
import { communityGroups } from '@/content/groups';
import { initiatives } from '@/content/initiatives';
import { byNeighborhood, neighborhoodAnchor } from './neighborhoods';

describe('byNeighborhood', () => {
  it('lists every group and initiative once, under its own neighborhood, in map order', () => {
    const entries = byNeighborhood(communityGroups, initiatives);
    expect(entries.map((e) => e.neighborhood)).toEqual(['Downtown', 'Oak Cliff', 'Bishop Arts', 'Lake Highlands', 'Pleasant Grove']);
    const downtown = entries.find((e) => e.neighborhood === 'Downtown');
    expect(downtown?.groups.map((g) => g.name)).toEqual(['Big D Tech Builders']);
    expect(downtown?.initiatives.map((x) => x.id)).toEqual([1, 3]);
    expect(entries.flatMap((e) => e.groups)).toHaveLength(communityGroups.length);
    expect(entries.flatMap((e) => e.initiatives)).toHaveLength(initiatives.length);
  });

  it('leaves out neighborhoods with nothing in them', () => {
    expect(byNeighborhood([], [])).toEqual([]);
  });
});

describe('neighborhoodAnchor', () => {
  it('makes a fragment from the name', () => {
    expect(neighborhoodAnchor('Lake Highlands')).toBe('lake-highlands');
  });
});
