// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_STAFF_TITLE_LENGTH, teamTitles } from '@/content/schemas';
import { validateStaffTitle } from './Staff';

describe('validateStaffTitle', () => {
  it("takes the masthead's titles and any other, and none for a guest contributor", () => {
    for (const title of teamTitles) expect(validateStaffTitle(title, true)).toBe(true);
    expect(validateStaffTitle('City Hall Reporter', true)).toBe(true);
    expect(validateStaffTitle('Reportera de Educación', true)).toBe(true);
    expect(validateStaffTitle(null, false)).toBe(true);
    expect(validateStaffTitle('', false)).toBe(true);
    expect(validateStaffTitle('   ', false)).toBe(true);
  });

  it('refuses a staff member without a title, saying what one looks like', () => {
    for (const value of [undefined, null, '', '   ']) {
      expect(validateStaffTitle(value, true)).toBe('A staff member has a title, such as "Senior Reporter".');
    }
  });

  it('refuses a title that is not one short line of text', () => {
    expect(validateStaffTitle(5, true)).toBe('The title is text, such as "Senior Reporter".');
    expect(validateStaffTitle(['Senior Reporter'], false)).toBe('The title is text, such as "Senior Reporter".');
    expect(validateStaffTitle('x'.repeat(MAX_STAFF_TITLE_LENGTH), true)).toBe(true);
    expect(validateStaffTitle('x'.repeat(MAX_STAFF_TITLE_LENGTH + 1), true)).toBe(`The title is at most ${MAX_STAFF_TITLE_LENGTH} characters.`);
    expect(validateStaffTitle('Senior\nReporter', true)).toBe('The title is one line of text.');
    expect(validateStaffTitle('Senior\tReporter', true)).toBe('The title is one line of text.');
  });
});
