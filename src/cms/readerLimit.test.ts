import { describe, expect, it } from 'vitest';
import { READER_MAX_LIMIT, cappedListArgs } from './readerLimit';

describe('cappedListArgs', () => {
  it('caps a request for every document (limit 0, or no pages) at one page of the most a reader gets', () => {
    expect(cappedListArgs({ limit: 0 })).toEqual({ limit: READER_MAX_LIMIT, pagination: true });
    expect(cappedListArgs({ pagination: false })).toEqual({ limit: READER_MAX_LIMIT, pagination: true });
    expect(cappedListArgs({ limit: 0, pagination: false })).toEqual({ limit: READER_MAX_LIMIT, pagination: true });
  });

  it('caps a limit above it and keeps the rest of the arguments', () => {
    expect(cappedListArgs({ limit: 5000, depth: 1 } as { limit: number; depth: number })).toEqual({ limit: READER_MAX_LIMIT, pagination: true, depth: 1 });
  });

  it('leaves a reasonable page as it is, and a read of one document', () => {
    const page = { limit: 20, page: 3 };
    expect(cappedListArgs(page)).toBe(page);
    expect(cappedListArgs({ limit: READER_MAX_LIMIT })).toEqual({ limit: READER_MAX_LIMIT });
    const one: { id: number; limit?: number } = { id: 7 };
    expect(cappedListArgs(one)).toBe(one);
    // No pages but a limit: Payload gives at most that limit.
    const bounded = { limit: 10, pagination: false };
    expect(cappedListArgs(bounded)).toBe(bounded);
  });
});
