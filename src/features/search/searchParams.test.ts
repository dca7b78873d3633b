import { describe, expect, it } from 'vitest';
import { COUNT_CAP, MAX_PAGE, MAX_QUERY_LENGTH, PAGE_SIZE, pageRows, parseDay, parsePage, parseSearchParams, searchHref } from './searchParams';
import { resultsSummary } from './pagination';

describe('parseSearchParams', () => {
  it('reads a full address', () => {
    expect(parseSearchParams(new URLSearchParams('q=  deep   ellum &type=events&from=2025-05-01&to=2025-05-31&page=2'))).toEqual({
      q: 'deep ellum',
      type: 'events',
      from: '2025-05-01',
      to: '2025-05-31',
      page: 2,
      notes: [],
    });
  });

  it('cuts a long query with a note, without splitting a character', () => {
    const parsed = parseSearchParams({ q: '😀'.repeat(MAX_QUERY_LENGTH + 5) });
    expect(Array.from(parsed.q)).toHaveLength(MAX_QUERY_LENGTH);
    expect(parsed.notes).toEqual([expect.stringContaining('only its first 200')]);
  });

  it('ignores an unknown type and bad dates with notes, and swaps reversed dates', () => {
    const parsed = parseSearchParams({ q: 'x', type: '<b>nope</b>', from: '2025-02-30', to: 'yesterday' });
    expect(parsed).toMatchObject({ type: null, from: null, to: null });
    expect(parsed.notes).toEqual([
      'There is no type “<b>nope</b>”, so every type is shown.',
      'The start date “2025-02-30” is not a date (YYYY-MM-DD), so it was ignored.',
      'The end date “yesterday” is not a date (YYYY-MM-DD), so it was ignored.',
    ]);
    expect(parseSearchParams({ from: '2025-06-01', to: '2025-05-01' })).toMatchObject({ from: '2025-05-01', to: '2025-06-01', notes: [] });
    expect(parseSearchParams({ type: 'all' }).notes).toEqual([]);
  });

  it('takes the first of repeated values and turns control characters into spaces', () => {
    expect(parseSearchParams({ q: ['a\u0000b', 'c'], type: ['books', 'events'] })).toMatchObject({ q: 'a b', type: 'books' });
  });

  it('falls back to page 1 for anything but a page number', () => {
    for (const page of ['0', '000', '-1', '1.5', 'abc', '1e3', '']) expect(parseSearchParams({ page }).page).toBe(1);
    expect(parseSearchParams({ page: '100' }).page).toBe(100);
    expect(parseSearchParams({ page: ' 007 ' }).page).toBe(7);
  });

  it('keeps a page past the last one, whatever its number, so that the page says so', () => {
    for (const page of [101, 5000, 99999999999]) {
      const parsed = parseSearchParams({ q: 'park', page: String(page) });
      expect(parsed.page).toBe(page);
      expect(resultsSummary(22, parsed.q, parsed.page)).toBe(`22 results for “park”; page ${page} is past the last one.`);
    }
    // Too long to count exactly: still past the last one.
    expect(parsePage('9'.repeat(400))).toBe(MAX_PAGE + 1);
    expect(resultsSummary(COUNT_CAP, 'park', parsePage('9'.repeat(400)), true)).toBe('More than 1,000 results for “park”; page 101 is past the last one.');
  });
});

describe('pageRows', () => {
  it('reads a page’s ten rows, and none past the pages one can ask for, at no deeper offset than the last', () => {
    expect(pageRows(1)).toEqual({ limit: PAGE_SIZE, offset: 0 });
    expect(pageRows(MAX_PAGE)).toEqual({ limit: PAGE_SIZE, offset: COUNT_CAP - PAGE_SIZE });
    expect(pageRows(MAX_PAGE + 1)).toEqual({ limit: 0, offset: COUNT_CAP });
    expect(pageRows(99999999999)).toEqual({ limit: 0, offset: COUNT_CAP });
  });
});

describe('parseDay', () => {
  it('accepts real days only', () => {
    expect(parseDay('2024-02-29')).toBe('2024-02-29');
    for (const bad of ['2025-02-29', '2025-13-01', '25-01-01', '2025-1-1', '1800-01-01', '2025-01-01T00:00']) expect(parseDay(bad)).toBeNull();
  });
});

describe('searchHref', () => {
  it('writes only what differs from the defaults', () => {
    expect(searchHref({})).toBe('/search');
    expect(searchHref({ q: 'a&b "c"', type: null, page: 1 })).toBe('/search?q=a%26b+%22c%22');
    expect(searchHref({ q: 'x', type: 'events', from: '2025-05-01', to: '2025-05-02', page: 3 })).toBe('/search?q=x&type=events&from=2025-05-01&to=2025-05-02&page=3');
  });
});
