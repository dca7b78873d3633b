import { describe, expect, it } from 'vitest';
import { PUBLISHED_AT_LEEWAY_MS, validateAltText, validateCalendarDate, validateHttpsUrl, validatePublishedAt } from './validators';

describe('validateHttpsUrl', () => {
  it('accepts https links and an empty optional field', () => {
    expect(validateHttpsUrl('https://dallas.gov/events')).toBe(true);
    expect(validateHttpsUrl('')).toBe(true);
    expect(validateHttpsUrl(undefined)).toBe(true);
  });

  it('refuses other schemes, non-links, and an empty required field', () => {
    expect(validateHttpsUrl('http://dallas.gov')).toEqual(expect.any(String));
    expect(validateHttpsUrl('javascript:alert(1)')).toEqual(expect.any(String));
    expect(validateHttpsUrl('not a link')).toEqual(expect.any(String));
    expect(validateHttpsUrl(5)).toEqual(expect.any(String));
    expect(validateHttpsUrl('', { required: true })).toEqual(expect.any(String));
  });
});

describe('validateCalendarDate', () => {
  it('accepts a real day written yyyy-MM-dd, and an empty optional field', () => {
    expect(validateCalendarDate('2025-06-02')).toBe(true);
    expect(validateCalendarDate('2024-02-29', { required: true })).toBe(true);
    expect(validateCalendarDate('')).toBe(true);
    expect(validateCalendarDate(null)).toBe(true);
  });

  it('refuses other spellings, impossible days and an empty required field', () => {
    expect(validateCalendarDate('06/02/2025')).toEqual(expect.any(String));
    expect(validateCalendarDate('2025-02-30')).toEqual(expect.any(String));
    expect(validateCalendarDate('2025-13-01')).toEqual(expect.any(String));
    expect(validateCalendarDate(20250602)).toEqual(expect.any(String));
    expect(validateCalendarDate('', { required: true })).toEqual(expect.any(String));
  });
});

describe('validatePublishedAt', () => {
  const now = new Date('2026-11-25T15:00:00.000Z');
  const published = { _status: 'published' };

  it('lets a story be published dated now, earlier (an archive), or with no date (set on publish)', () => {
    expect(validatePublishedAt('2026-11-25T15:00:00.000Z', published, now)).toBe(true);
    expect(validatePublishedAt('2019-03-01T12:00:00.000Z', published, now)).toBe(true);
    expect(validatePublishedAt(null, published, now)).toBe(true);
    // An editor's clock a little ahead of the server's.
    expect(validatePublishedAt(new Date(now.getTime() + PUBLISHED_AT_LEEWAY_MS).toISOString(), published, now)).toBe(true);
  });

  it('refuses a later date with a publish, pointing to Schedule; a draft may carry one', () => {
    expect(validatePublishedAt('2026-11-26T15:00:00.000Z', published, now)).toMatch(/use Schedule/);
    expect(validatePublishedAt(new Date('2026-11-26T15:00:00.000Z'), published, now)).toMatch(/use Schedule/);
    expect(validatePublishedAt('2026-11-26T15:00:00.000Z', { _status: 'draft' }, now)).toBe(true);
    expect(validatePublishedAt('2026-11-26T15:00:00.000Z', undefined, now)).toBe(true);
  });

  it('refuses what is not a date', () => {
    expect(validatePublishedAt('tomorrow', { _status: 'draft' }, now)).toBe('Not a valid date.');
  });
});

describe('validateAltText', () => {
  it('accepts a description of 5 to 300 characters', () => {
    expect(validateAltText('A crowd at the Fair Park gates')).toBe(true);
    expect(validateAltText('x'.repeat(300))).toBe(true);
  });
  it('says that alt text is required when it is empty or blank, and what is wrong with one too short or long', () => {
    expect(validateAltText(undefined)).toMatch(/^Alt text is required\./);
    expect(validateAltText('   ')).toMatch(/^Alt text is required\./);
    expect(validateAltText('Park')).toMatch(/at least 5 characters/);
    expect(validateAltText('x'.repeat(301))).toMatch(/at most 300 characters/);
  });
});
