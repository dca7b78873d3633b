import { describe, expect, it } from 'vitest';
import { resultsCount, resultsHeading } from './labels';

describe('results labels', () => {
  it('names the filters in the heading', () => {
    expect(resultsHeading({ date: null, category: 'All' })).toBe('All events');
    expect(resultsHeading({ date: null, category: 'Food' })).toBe('Food events');
    expect(resultsHeading({ date: '2025-05-10', category: 'All' })).toBe('Events on May 10, 2025');
    expect(resultsHeading({ date: '2025-05-10', category: 'Arts' })).toBe('Arts events on May 10, 2025');
  });

  it('counts results', () => {
    expect(resultsCount(0)).toBe('Showing 0 events');
    expect(resultsCount(1)).toBe('Showing 1 event');
    expect(resultsCount(8)).toBe('Showing 8 events');
  });
});
