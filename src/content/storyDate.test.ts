import { describe, expect, it } from 'vitest';
import { formatStoryDate } from './storyDate';

describe('formatStoryDate', () => {
  it('shows a calendar date as month, day and year, on the same day whatever the time zone', () => {
    expect(formatStoryDate('2025-05-14')).toBe('May 14, 2025');
    expect(formatStoryDate('2025-04-01')).toBe('April 1, 2025');
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatStoryDate('soon')).toBe('soon');
  });
});
