// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { communityGroups } from '@/content/groups';
import { initiatives } from '@/content/initiatives';
import { relatedEvents, relatedResources } from './related';

describe('relatedEvents', () => {
  it('keeps events whose category is one of the tags, soonest first', () => {
    const found = relatedEvents(['food', 'community']);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((e) => e.category === 'Food' || e.category === 'Community')).toBe(true);
    const keys = found.map((e) => e.date + e.start);
    expect(keys).toEqual([...keys].sort());
  });
  it('finds nothing for tags no event has', () => {
    expect(relatedEvents(['housing'])).toEqual([]);
  });
});

describe('relatedResources', () => {
  it('keeps resources whose category is one of the tags', () => {
    const found = relatedResources(['health', 'arts']);
    expect(found).toHaveLength(2);
    expect(found.every((r) => r.category === 'Health')).toBe(true);
  });
});

describe('sample data', () => {
  it('gives every group and initiative something related to show', () => {
    for (const x of [...communityGroups, ...initiatives]) {
      expect(relatedEvents(x.tags).length + relatedResources(x.tags).length, String(x.id)).toBeGreaterThan(0);
    }
  });
});
