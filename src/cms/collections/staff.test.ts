// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { teamTitles } from '@/content/schemas';
import { validateStaffTitle } from './Staff';

describe('validateStaffTitle', () => {
  it('takes one of the newsroom titles, and none for a guest contributor', () => {
    for (const title of teamTitles) expect(validateStaffTitle(title, true)).toBe(true);
    expect(validateStaffTitle(null, false)).toBe(true);
    expect(validateStaffTitle('', false)).toBe(true);
  });

  it('refuses a staff member without a title, and any title not in the list, saying which are', () => {
    expect(validateStaffTitle(undefined, true)).toBe('A staff member has a title.');
    for (const value of ['City Hall Reporter', 5, ['Senior Reporter']]) {
      expect(validateStaffTitle(value, true)).toBe(`The title must be one of: ${teamTitles.join(', ')}.`);
      expect(validateStaffTitle(value, false)).toMatch(/^The title must be one of/);
    }
  });
});
