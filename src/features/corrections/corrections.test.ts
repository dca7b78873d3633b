// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  correctionDay,
  correctionHeading,
  correctionLabel,
  correctionsHeading,
  latestCorrectionDate,
  listCorrections,
  newestCorrectionsFirst,
  storedCorrectionDate,
  updatedDateWithCorrections,
  validateCorrectionDate,
  type StoryCorrection,
} from './corrections';

const fix = (date: string, text = `fixed on ${date}`): StoryCorrection => ({ kind: 'correction', date, text });
const note = (date: string, text = `clarified on ${date}`): StoryCorrection => ({ kind: 'clarification', date, text });

describe('labels', () => {
  it('names each kind and dates it as the site writes dates', () => {
    expect(correctionLabel('correction')).toBe('Correction');
    expect(correctionLabel('clarification')).toBe('Clarification');
    expect(correctionHeading(fix('2026-11-23'))).toBe('Correction, November 23, 2026');
    expect(correctionHeading(note('2026-01-05'))).toBe('Clarification, January 5, 2026');
  });

  it("heads a story's box by what it holds", () => {
    expect(correctionsHeading([fix('2026-11-23')])).toBe('Correction');
    expect(correctionsHeading([fix('2026-11-23'), fix('2026-11-24')])).toBe('Corrections');
    expect(correctionsHeading([note('2026-11-23')])).toBe('Clarification');
    expect(correctionsHeading([note('2026-11-23'), note('2026-11-24')])).toBe('Clarifications');
    expect(correctionsHeading([fix('2026-11-23'), note('2026-11-24')])).toBe('Corrections and clarifications');
  });
});

describe('correctionDay', () => {
  it("is the day the editor picked: noon of the editor's time zone, in Dallas or in Tokyo, or a bare date", () => {
    expect(correctionDay('2026-11-23T18:00:00.000Z')).toBe('2026-11-23'); // noon in Dallas
    expect(correctionDay('2026-11-23T03:00:00.000Z')).toBe('2026-11-23'); // noon in Tokyo
    expect(correctionDay('2026-11-23')).toBe('2026-11-23');
  });

  it('is undefined for what is not a date', () => {
    expect(correctionDay('soon')).toBeUndefined();
    expect(correctionDay(null)).toBeUndefined();
    expect(correctionDay(20261123)).toBeUndefined();
  });

  it('stores a date as noon UTC of its day and leaves anything else for the validation to refuse', () => {
    expect(storedCorrectionDate('2026-11-23T18:00:00.000Z')).toBe('2026-11-23T12:00:00.000Z');
    expect(storedCorrectionDate('2026-11-23')).toBe('2026-11-23T12:00:00.000Z');
    expect(storedCorrectionDate('soon')).toBe('soon');
    expect(storedCorrectionDate(undefined)).toBeUndefined();
  });
});

describe('ordering', () => {
  it('puts the newest first, and on one day the one entered last', () => {
    const a = fix('2026-11-20', 'a');
    const b = note('2026-11-23', 'b');
    const c = fix('2026-11-23', 'c');
    expect(newestCorrectionsFirst([a, b, c]).map((x) => x.text)).toEqual(['c', 'b', 'a']);
    expect(latestCorrectionDate([a, b, c])).toBe('2026-11-23');
    expect(latestCorrectionDate([])).toBeUndefined();
  });

  it("lists every story's corrections with their story, newest first", () => {
    const listed = listCorrections([
      { title: 'Park opens', href: '/news/park-opens', corrections: [fix('2026-11-20')] },
      { title: 'No corrections', href: '/news/none', corrections: [] },
      { title: 'Bond vote', href: '/news/bond-vote', corrections: [note('2026-11-22'), fix('2026-11-19')] },
    ]);
    expect(listed.map((c) => [c.storyHref, c.date])).toEqual([
      ['/news/bond-vote', '2026-11-22'],
      ['/news/park-opens', '2026-11-20'],
      ['/news/bond-vote', '2026-11-19'],
    ]);
    expect(listed[0]).toMatchObject({ kind: 'clarification', storyTitle: 'Bond vote' });
  });
});

describe('updatedDateWithCorrections', () => {
  it('is the later of the last edit and the newest correction, when after publication', () => {
    expect(updatedDateWithCorrections('2026-11-01', undefined, [fix('2026-11-23')])).toBe('2026-11-23');
    expect(updatedDateWithCorrections('2026-11-01', '2026-11-25', [fix('2026-11-23')])).toBe('2026-11-25');
    expect(updatedDateWithCorrections('2026-11-01', '2026-11-05', [fix('2026-11-23'), note('2026-11-10')])).toBe('2026-11-23');
  });

  it('keeps the edit date alone when the corrections are not later than publication', () => {
    expect(updatedDateWithCorrections('2026-11-23', undefined, [fix('2026-11-23')])).toBeUndefined();
    expect(updatedDateWithCorrections('2026-11-23', '2026-11-23', [])).toBe('2026-11-23');
    expect(updatedDateWithCorrections('2026-11-23', undefined, [])).toBeUndefined();
  });
});

describe('validateCorrectionDate', () => {
  // 11 pm in Dallas on November 27 is already November 28 in UTC.
  const now = new Date('2026-11-28T05:00:00.000Z');

  it("takes a day up to today in Dallas, whatever the server's clock says in UTC", () => {
    expect(validateCorrectionDate('2026-11-27', { now })).toBe(true);
    expect(validateCorrectionDate('2026-11-27T06:00:00.000Z', { now })).toBe(true);
    expect(validateCorrectionDate('2025-05-01', { now, publishedAt: '2025-04-30T17:00:00.000Z' })).toBe(true);
  });

  it('refuses a day after today: the story would read "Updated" in the future', () => {
    expect(validateCorrectionDate('2026-11-28', { now })).toBe('A correction cannot be dated after today (November 27, 2026).');
    expect(validateCorrectionDate('2030-05-01', { now })).toMatch(/after today/);
  });

  it('refuses a day before the story was published (its day in Dallas), and no day at all', () => {
    expect(validateCorrectionDate('2020-01-01', { now, publishedAt: '2025-05-20T17:00:00.000Z' })).toBe(
      'A correction cannot be dated before the story was published (May 20, 2025).',
    );
    // Published at 1 am UTC on May 21: still May 20 in Dallas.
    expect(validateCorrectionDate('2025-05-20', { now, publishedAt: '2025-05-21T01:00:00.000Z' })).toBe(true);
    expect(validateCorrectionDate(undefined, { now })).toBe('Pick the day the correction was made.');
    expect(validateCorrectionDate('not a day', { now })).toBe('Pick the day the correction was made.');
  });
});
