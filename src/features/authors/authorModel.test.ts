import { describe, expect, it } from 'vitest';
import { bylinePieces, joinNames, pageCount, parsePageParam } from './authorModel';

describe('joinNames', () => {
  it('reads like a byline', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['A'])).toBe('A');
    expect(joinNames(['A', 'B'])).toBe('A and B');
    expect(joinNames(['A', 'B', 'C'])).toBe('A, B and C');
    expect(joinNames(['A', 'B', 'C', 'D'])).toBe('A, B, C and D');
  });
});

describe('bylinePieces', () => {
  const a = { name: 'A', href: '/authors/a' };
  const b = { name: 'B', href: '/authors/b' };
  const c = { name: 'C' };
  it('puts each credit between the separators "By A, B and C" needs', () => {
    expect(bylinePieces([a])).toEqual([{ credit: a }]);
    expect(bylinePieces([a, b])).toEqual([{ credit: a }, { text: ' and ' }, { credit: b }]);
    expect(bylinePieces([a, b, c])).toEqual([{ credit: a }, { text: ', ' }, { credit: b }, { text: ' and ' }, { credit: c }]);
  });
});

describe('parsePageParam', () => {
  it('reads page 1 when absent, and whole numbers from 1', () => {
    expect(parsePageParam(undefined)).toEqual({ page: 1 });
    expect(parsePageParam('1')).toEqual({ page: 1 });
    expect(parsePageParam('12')).toEqual({ page: 12 });
  });

  it.each(['0', '-1', '2.5', 'abc', '', '01', ' 2', '1e3', '99999999999999999999'])('refuses %j', (raw) => {
    expect(parsePageParam(raw)).toEqual({ error: expect.stringContaining('not a page number') });
  });

  it('refuses the parameter given twice', () => {
    expect(parsePageParam(['1', '2'])).toEqual({ error: 'Give one page number.' });
  });
});

describe('pageCount', () => {
  it('counts whole pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
