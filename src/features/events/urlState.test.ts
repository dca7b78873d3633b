import { describe, expect, it } from 'vitest';
import { parseEventFilters, serializeEventFilters } from './urlState';

describe('parseEventFilters', () => {
  it('reads a date and a category in any case', () => {
    expect(parseEventFilters('?date=2025-05-10&category=food')).toEqual({ date: '2025-05-10', category: 'Food' });
    expect(parseEventFilters(new URLSearchParams('category=TECHNOLOGY'))).toEqual({ date: null, category: 'Technology' });
  });

  it('defaults to no date and All', () => {
    expect(parseEventFilters('')).toEqual({ date: null, category: 'All' });
  });

  it('ignores invalid values without throwing', () => {
    expect(parseEventFilters('?date=2025-13-45&category=nonsense')).toEqual({ date: null, category: 'All' });
    expect(parseEventFilters('?date=%E0%A4%A&category=')).toEqual({ date: null, category: 'All' });
    expect(parseEventFilters('?date=2025-02-30&category=arts')).toEqual({ date: null, category: 'Arts' });
  });
});

describe('serializeEventFilters', () => {
  it('writes date and lower-case category', () => {
    expect(serializeEventFilters({ date: '2025-05-10', category: 'Food' })).toBe('?date=2025-05-10&category=food');
  });

  it('leaves out the defaults', () => {
    expect(serializeEventFilters({ date: null, category: 'All' })).toBe('');
    expect(serializeEventFilters({ date: '2025-05-10', category: 'All' })).toBe('?date=2025-05-10');
  });

  it("keeps other parameters and replaces its own", () => {
    expect(serializeEventFilters({ date: null, category: 'Arts' }, '?utm_source=x&date=2025-05-10&category=food')).toBe(
      '?utm_source=x&category=arts',
    );
  });

  it('round-trips', () => {
    const filters = { date: '2025-05-31', category: 'Entertainment' } as const;
    expect(parseEventFilters(serializeEventFilters(filters))).toEqual(filters);
  });
});
