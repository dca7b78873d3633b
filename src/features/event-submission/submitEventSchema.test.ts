// @vitest-environment node
import { checkSubmission, submissionInstants, submitEventSchema } from './submitEventSchema';
import { MAX_PHOTO_BYTES, type SubmissionValues } from './submissionFields';

/** 10:00 on Tuesday, December 1, 2026 in Dallas (16:00 UTC, CST). */
const NOW = new Date('2026-12-01T16:00:00Z');

const valid: SubmissionValues = {
  title: 'Lakewood Porch Concert',
  date: '2026-12-12',
  startTime: '18:30',
  endTime: '20:00',
  location: 'Lakewood Theater, 1825 Abrams Pkwy',
  category: 'Arts',
  description: 'Neighbors play music on their porches along Abrams Parkway.',
  organizerName: 'Ana Ruiz',
  organizerEmail: 'Ana@Example.COM',
  link: '',
  photoAlt: '',
};

const check = (changes: Partial<SubmissionValues>, photo: File | null = null, now = NOW) => checkSubmission({ ...valid, ...changes }, photo, now);
const errorsOf = (changes: Partial<SubmissionValues>, photo: File | null = null, now = NOW) => {
  const result = check(changes, photo, now);
  return result.ok ? {} : result.errors;
};

describe('submitEventSchema', () => {
  it('accepts a complete submission and normalizes it', () => {
    const result = check({ title: '  Lakewood Porch Concert ', link: '' });
    expect(result).toEqual({
      ok: true,
      data: expect.objectContaining({ title: 'Lakewood Porch Concert', organizerEmail: 'Ana@example.com', link: null, photo: null }),
    });
  });

  it('requires every field but the link and the photo', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((k) => [k, ''])) as SubmissionValues;
    const errors = errorsOf(empty);
    expect(Object.keys(errors).sort()).toEqual(['category', 'date', 'description', 'endTime', 'location', 'organizerEmail', 'organizerName', 'startTime', 'title']);
    expect(errors.date).toBe('Please enter the date of the event.');
  });

  it('refuses a date in the past, in Dallas time', () => {
    expect(errorsOf({ date: '2026-11-30' }).date).toMatch(/in the past/);
    expect(errorsOf({ date: '2020-01-01' }).date).toMatch(/in the past/);
    // 23:30 on November 30 in Dallas is already December 1 in UTC: November 30 is still today there.
    expect(check({ date: '2026-11-30', startTime: '23:45', endTime: '23:55' }, null, new Date('2026-12-01T05:30:00Z')).ok).toBe(true);
  });

  it('refuses a start time that has passed today, and accepts one still to come', () => {
    expect(errorsOf({ date: '2026-12-01', startTime: '09:00', endTime: '11:00' }).startTime).toMatch(/already passed/);
    expect(check({ date: '2026-12-01', startTime: '10:30', endTime: '11:00' }).ok).toBe(true);
  });

  it('refuses dates that are not calendar days, and events more than two years ahead', () => {
    expect(errorsOf({ date: '2026-02-30' }).date).toMatch(/like 2026-12-31/);
    expect(errorsOf({ date: '12/12/2026' }).date).toMatch(/like 2026-12-31/);
    expect(errorsOf({ date: '2029-01-01' }).date).toMatch(/two years/);
  });

  it('refuses an end before or at the start, and malformed times', () => {
    expect(errorsOf({ startTime: '20:00', endTime: '18:30' }).endTime).toBe('The event must end after it starts (on the same day).');
    expect(errorsOf({ startTime: '20:00', endTime: '20:00' }).endTime).toMatch(/end after it starts/);
    expect(errorsOf({ startTime: '25:00' }).startTime).toMatch(/like 6:30 PM/);
    expect(errorsOf({ endTime: '8pm' }).endTime).toMatch(/like 8:00 PM/);
  });

  it('says what is wrong with the times together with the other fields, not on a second round', () => {
    const errors = errorsOf({ title: '', location: '', startTime: '20:00', endTime: '19:00' });
    expect(errors.title).toBeDefined();
    expect(errors.endTime).toBe('The event must end after it starts (on the same day).');
    expect(errorsOf({ title: '', date: '2026-12-01', startTime: '09:00', endTime: '11:00' }).startTime).toMatch(/already passed/);
  });

  it('keeps HTML and script as plain text (it is shown as text, never run)', () => {
    const html = '<script>alert(1)</script><b>Bold</b> night';
    const result = check({ title: html, description: `${html} with music for the whole block.` });
    expect(result.ok && result.data.title).toBe(html);
  });

  it('refuses control characters, and keeps the description on several lines', () => {
    expect(errorsOf({ title: 'Porch\u0000Concert' }).title).toMatch(/control characters/);
    expect(errorsOf({ location: 'Line one\nline two' }).location).toMatch(/control characters/);
    const result = check({ description: 'First line of the plan.\r\nSecond line of the plan.' });
    expect(result.ok && result.data.description).toBe('First line of the plan.\nSecond line of the plan.');
  });

  it('holds each field to its length', () => {
    expect(errorsOf({ title: 'Fun' }).title).toMatch(/at least 5/);
    expect(errorsOf({ title: 'x'.repeat(201) }).title).toMatch(/200 characters or fewer/);
    expect(errorsOf({ description: 'Too short.' }).description).toMatch(/at least 20/);
    expect(errorsOf({ description: 'x'.repeat(5001) }).description).toMatch(/5,000 characters or fewer/);
  });

  it('holds all the text together to 16 kB', () => {
    // Three-byte characters: within every field's own limit, over 16 kB together.
    const wide = (n: number) => '中'.repeat(n);
    const errors = errorsOf({ title: wide(200), location: wide(200), description: wide(5000), organizerName: wide(100) });
    expect(errors.description).toMatch(/16 kB/);
    expect(Object.keys(errors)).toEqual(['description']);
    expect(check({ title: wide(200), description: wide(4900) }).ok).toBe(true);
  });

  it('checks the e-mail address, the category and the link', () => {
    expect(errorsOf({ organizerEmail: 'ana@' }).organizerEmail).toMatch(/valid email/);
    expect(errorsOf({ category: 'Parties' }).category).toBe('Please choose a category.');
    expect(errorsOf({ link: 'http://example.com' }).link).toMatch(/https:\/\//);
    expect(errorsOf({ link: 'javascript:alert(1)' }).link).toMatch(/https:\/\//);
    expect(check({ link: 'https://example.com/porch' }).ok).toBe(true);
  });

  it('limits the photo to 10 MB of JPEG, PNG or WebP, described for readers who cannot see it', () => {
    const photo = (size: number, type = 'image/jpeg') => new File([new Uint8Array(size)], 'p.jpg', { type });
    expect(errorsOf({ photoAlt: 'Musicians on a porch' }, photo(MAX_PHOTO_BYTES + 1)).photo).toMatch(/10 MB/);
    expect(errorsOf({ photoAlt: 'Musicians on a porch' }, photo(100, 'image/gif')).photo).toMatch(/JPEG, PNG or WebP/);
    expect(errorsOf({}, photo(100)).photoAlt).toMatch(/describe the photo/);
    expect(errorsOf({ photoAlt: 'Musicians on a porch' }).photo).toMatch(/choose the photo/);
    expect(check({ photoAlt: 'Musicians on a porch' }, photo(MAX_PHOTO_BYTES)).ok).toBe(true);
  });

  it('is one schema for both sides: a fixed clock gives the same answer anywhere', () => {
    expect(submitEventSchema(NOW).safeParse({ ...valid, photo: null }).success).toBe(true);
  });
});

describe('submissionInstants', () => {
  it('reads the times as Dallas time, winter and summer', () => {
    expect(submissionInstants({ date: '2026-12-12', startTime: '18:30', endTime: '20:00' })).toEqual({
      startsAt: '2026-12-13T00:30:00.000Z',
      endsAt: '2026-12-13T02:00:00.000Z',
    });
    expect(submissionInstants({ date: '2027-07-04', startTime: '21:00', endTime: '22:00' }).startsAt).toBe('2027-07-05T02:00:00.000Z');
  });
});
