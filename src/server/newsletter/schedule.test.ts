import { describe, expect, it } from 'vitest';
import { dallasClock, digestWhen, dueEditions, editionInstant, editionKey, editionWindow, hourLabel, nextDailyEdition } from './schedule';

describe('digest schedule (7:00 in Dallas)', () => {
  it('finds 7:00 in Dallas in winter (UTC-6) and in summer (UTC-5), across the daylight-saving changes', () => {
    expect(editionInstant('2026-11-23').toISOString()).toBe('2026-11-23T13:00:00.000Z');
    expect(editionInstant('2026-07-04').toISOString()).toBe('2026-07-04T12:00:00.000Z');
    expect(editionInstant('2026-03-08').toISOString()).toBe('2026-03-08T12:00:00.000Z'); // the day clocks spring forward
    expect(editionInstant('2026-11-01').toISOString()).toBe('2026-11-01T13:00:00.000Z'); // the day clocks fall back
  });

  it('is not due before 7:00, is due from 7:00, and not again once recorded', () => {
    expect(dueEditions(new Date('2026-11-23T12:59:59Z'), new Set())).toEqual([]);
    const due = dueEditions(new Date('2026-11-23T13:00:00Z'), new Set());
    expect(due.map((e) => editionKey(e.frequency, e.date))).toEqual(['daily:2026-11-23']);
    expect(dueEditions(new Date('2026-11-23T20:00:00Z'), new Set(['daily:2026-11-23']))).toEqual([]);
    // Late in the evening in Dallas is already the next day in UTC: still the same Dallas day.
    expect(dueEditions(new Date('2026-11-24T05:30:00Z'), new Set(['daily:2026-11-23']))).toEqual([]);
    expect(dallasClock(new Date('2026-11-24T05:30:00Z')).date).toBe('2026-11-23');
  });

  it('adds the weekly edition on Saturdays only, covering seven days', () => {
    const saturday = dueEditions(new Date('2026-11-28T13:05:00Z'), new Set());
    expect(saturday.map((e) => e.frequency)).toEqual(['daily', 'weekly']);
    const weekly = saturday[1]!;
    expect(weekly.to.toISOString()).toBe('2026-11-28T13:00:00.000Z');
    expect(weekly.from.toISOString()).toBe('2026-11-21T13:00:00.000Z');
    expect(dueEditions(new Date('2026-11-27T13:05:00Z'), new Set()).map((e) => e.frequency)).toEqual(['daily']);
  });

  it('starts each edition where the previous one ended, across the daylight-saving changes', () => {
    const consecutive = [
      ['2026-03-07', '2026-03-08'],
      ['2026-03-08', '2026-03-09'],
      ['2026-10-31', '2026-11-01'],
      ['2026-11-01', '2026-11-02'],
    ] as const;
    for (const [previous, date] of consecutive) expect(editionWindow('daily', date).from).toEqual(editionWindow('daily', previous).to);
    // Clocks fall back on Sunday, November 1: Sunday's daily covers 25 hours, from Saturday's 7:00 CDT.
    const fallBack = editionWindow('daily', '2026-11-01');
    expect(fallBack.from.toISOString()).toBe('2026-10-31T12:00:00.000Z');
    expect(fallBack.to.getTime() - fallBack.from.getTime()).toBe(25 * 60 * 60_000);
    // They spring forward on Sunday, March 8: 23 hours.
    const springForward = editionWindow('daily', '2026-03-08');
    expect(springForward.from.toISOString()).toBe('2026-03-07T13:00:00.000Z');
    expect(springForward.to.getTime() - springForward.from.getTime()).toBe(23 * 60 * 60_000);
    // The weekly of Saturday, November 7 starts at the previous Saturday's 7:00 CDT.
    expect(editionWindow('weekly', '2026-11-07').from).toEqual(editionWindow('weekly', '2026-10-31').to);
    expect(editionWindow('weekly', '2026-11-07').from.toISOString()).toBe('2026-10-31T12:00:00.000Z');
  });

  it('covers the 24 hours up to the edition and previews the next one', () => {
    const edition = editionWindow('daily', '2026-11-23');
    expect(edition.from.toISOString()).toBe('2026-11-22T13:00:00.000Z');
    expect(nextDailyEdition(new Date('2026-11-23T12:00:00Z')).date).toBe('2026-11-23');
    expect(nextDailyEdition(new Date('2026-11-23T13:00:00Z')).date).toBe('2026-11-24');
    expect(nextDailyEdition(new Date('2026-11-01T13:30:00Z')).date).toBe('2026-11-02');
  });
});

describe('digestWhen', () => {
  it('says when each frequency arrives, as a newsroom writes hours', () => {
    expect(digestWhen('daily')).toBe('every morning at 7 a.m.');
    expect(digestWhen('weekly')).toBe('on Saturdays at 7 a.m.');
    expect(hourLabel(0)).toBe('midnight');
    expect(hourLabel(12)).toBe('noon');
    expect(hourLabel(18)).toBe('6 p.m.');
  });
});
