import { describe, expect, it } from 'vitest';
import { filtersSummary, pageCount, pageWindow, quotedQuery, resultsSummary } from './pagination';

describe('pagination', () => {
  it('counts pages of ten, at least one and at most the last one can ask for', () => {
    expect([0, 1, 10, 11, 95].map(pageCount)).toEqual([1, 1, 1, 2, 10]);
    expect(pageCount(1_000_000)).toBe(100);
  });

  it('links a window of pages around the current one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(pageWindow(20, 20)).toEqual([14, 15, 16, 17, 18, 19, 20]);
  });
});

describe('resultsSummary', () => {
  it('states the count and which results are shown', () => {
    expect(resultsSummary(0, 'zzz', 1)).toBe('No results for “zzz”.');
    expect(resultsSummary(1, 'council', 1)).toBe('1 result for “council”.');
    expect(resultsSummary(23, 'council', 2)).toBe('23 results for “council”, 11 to 20 shown.');
    expect(resultsSummary(1234, 'a', 124)).toBe('1,234 results for “a”, 1,231 to 1,234 shown.');
    expect(resultsSummary(5, 'council', 3)).toBe('5 results for “council”; page 3 is past the last one.');
  });

  it('says “more than” when the search stopped counting', () => {
    expect(resultsSummary(1000, 'council', 1, true)).toBe('More than 1,000 results for “council”, 1 to 10 shown.');
    expect(resultsSummary(1000, 'council', 100, true)).toBe('More than 1,000 results for “council”, 991 to 1,000 shown.');
    expect(resultsSummary(1000, 'council', 1, false)).toBe('1,000 results for “council”, 1 to 10 shown.');
  });
});

describe('quotedQuery', () => {
  it('quotes a query once, whether or not it was typed in quotes', () => {
    expect(quotedQuery('fair park')).toBe('“fair park”');
    expect(quotedQuery('"fair park"')).toBe('“fair park”');
    expect(quotedQuery('“fair park”')).toBe('“fair park”');
    expect(resultsSummary(0, '"fair park"', 1)).toBe('No results for “fair park”.');
    // A lone quote mark is part of what was typed.
    expect(quotedQuery('"')).toBe('“"”');
  });
});

describe('filtersSummary', () => {
  it('says nothing without filters', () => {
    expect(filtersSummary({ type: null, from: null, to: null })).toBeNull();
  });

  it('names the type and the days in the site’s date style', () => {
    expect(filtersSummary({ type: 'events', from: null, to: null })).toBe('Events only.');
    expect(filtersSummary({ type: 'events', from: '2025-05-01', to: '2025-05-31' })).toBe('Events only, from May 1, 2025 to May 31, 2025.');
    expect(filtersSummary({ type: null, from: '2025-05-01', to: '2025-05-31' })).toBe('From May 1, 2025 to May 31, 2025.');
    expect(filtersSummary({ type: 'groups', from: '2025-05-01', to: null })).toBe('Community groups only, from May 1, 2025 on.');
    expect(filtersSummary({ type: null, from: null, to: '2025-12-31' })).toBe('Up to December 31, 2025.');
  });
});
