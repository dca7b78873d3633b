import { describe, expect, it } from 'vitest';
import { offSiteLabel, offSitePlacements, placedIds } from './placementStatus';

describe('placedIds', () => {
  it("reads the admin form's ids, or populated stories, and nothing else", () => {
    expect(placedIds([3, 1, 2])).toEqual([3, 1, 2]);
    expect(placedIds([{ id: 4, title: 'A' }, 5])).toEqual([4, 5]);
    expect(placedIds(null)).toEqual([]);
    expect(placedIds(undefined)).toEqual([]);
    expect(placedIds(['7', { id: 'x' }, 1.5])).toEqual([]);
  });
});

describe('offSitePlacements', () => {
  const stories = [
    { id: 1, title: 'Council passes the budget', _status: 'published' },
    { id: 2, title: 'Draft on the budget', _status: 'draft' },
    { id: 3, title: '', _status: 'draft' },
  ];

  it('names the drafts and the deleted stories, in the placement order, and leaves the published ones out', () => {
    expect(offSitePlacements([9, 2, 1, 3], stories)).toEqual([
      { id: 9, title: 'Story 9', reason: 'deleted' },
      { id: 2, title: 'Draft on the budget', reason: 'draft' },
      { id: 3, title: 'Untitled story 3', reason: 'draft' },
    ]);
    expect(offSitePlacements([1], stories)).toEqual([]);
  });

  it('writes one line per story', () => {
    expect(offSiteLabel({ id: 2, title: 'Draft on the budget', reason: 'draft' })).toBe('Draft on the budget: draft, not on the site until it is published');
    expect(offSiteLabel({ id: 9, title: 'Story 9', reason: 'deleted' })).toBe('Story 9: deleted, not on the site');
  });
});
