// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatStoryDate } from './formatStoryDate';

describe('formatStoryDate', () => {
  it('shows the calendar date as written, whatever the time zone', () => {
    expect(formatStoryDate('2025-05-14')).toBe('May 14, 2025');
    expect(formatStoryDate('2025-01-01')).toBe('January 1, 2025');
  });
});
