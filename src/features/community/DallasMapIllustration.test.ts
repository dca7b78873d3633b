import { describe, expect, it } from 'vitest';
import { pinnedNeighborhoods } from './DallasMapIllustration';

describe('pinnedNeighborhoods', () => {
  it('pins the labeled neighborhoods where groups meet, once each, in the map order', () => {
    expect(pinnedNeighborhoods(['Oak Cliff', 'bishop arts ', 'Oak Cliff', 'Downtown']).map((n) => n.name)).toEqual([
      'Downtown',
      'Oak Cliff',
      'Bishop Arts',
    ]);
  });

  it('pins nothing for a neighborhood the map does not label, nor where no group meets', () => {
    expect(pinnedNeighborhoods(['Cedars', 'Vickery Meadow'])).toEqual([]);
    expect(pinnedNeighborhoods([])).toEqual([]);
  });
});
