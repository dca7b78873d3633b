// @vitest-environment node
import sharp from 'sharp';
import { vi } from 'vitest';
import type { Store } from '@/server/db/store';
import { submitEvent, type SubmittedEvent } from './submitEvent';

const NOW = new Date('2026-12-01T16:00:00Z');

const fields = {
  title: 'Lakewood Porch Concert',
  date: '2026-12-12',
  startTime: '18:30',
  endTime: '20:00',
  location: 'Lakewood Theater',
  category: 'Arts',
  description: 'Neighbors play music on their porches along Abrams Parkway.',
  organizerName: 'Ana Ruiz',
  organizerEmail: 'ana@example.com',
  link: '',
  photoAlt: '',
};

function setup(allowed = true) {
  const saved: SubmittedEvent[] = [];
  const confirmed: SubmittedEvent[] = [];
  const store = {
    hitRateLimit: vi.fn(async () => (allowed ? { allowed: true as const } : { allowed: false as const, retryAfterSeconds: 30 })),
  } as unknown as Pick<Store, 'hitRateLimit'>;
  const deps = {
    store,
    clientKey: '203.0.113.9',
    now: NOW,
    save: vi.fn(async (event: SubmittedEvent) => saved.push(event)),
    confirm: vi.fn(async (event: SubmittedEvent) => confirmed.push(event)),
  };
  return { deps, saved, confirmed };
}

const form = (values: Record<string, string>, photo?: File) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  if (photo) data.set('photo', photo);
  return data;
};

const png = async () =>
  new File([new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } }).png().toBuffer())], 'porch.jpg', { type: 'image/jpeg' });

describe('submitEvent', () => {
  it('stores a valid submission with its Dallas times and confirms it', async () => {
    const { deps, saved, confirmed } = setup();
    expect(await submitEvent(form(fields), deps)).toEqual({ status: 'ok' });
    expect(saved).toEqual([expect.objectContaining({ title: 'Lakewood Porch Concert', startsAt: '2026-12-13T00:30:00.000Z', endsAt: '2026-12-13T02:00:00.000Z', photo: null })]);
    expect(confirmed).toHaveLength(1);
  });

  it('stores nothing for invalid input and names each field', async () => {
    const { deps } = setup();
    const result = await submitEvent(form({ ...fields, date: '2020-01-01', startTime: '20:00', endTime: '19:00' }), deps);
    expect(result).toEqual({ status: 'invalid', fieldErrors: { date: expect.stringMatching(/in the past/), endTime: expect.stringMatching(/end after it starts/) } });
    expect(deps.save).not.toHaveBeenCalled();
    expect(deps.confirm).not.toHaveBeenCalled();
  });

  it('reads the photo’s real format: a text file named .jpg is refused before anything is stored', async () => {
    const { deps } = setup();
    const fake = new File(['<script>alert(1)</script>'], 'photo.jpg', { type: 'image/jpeg' });
    expect(await submitEvent(form({ ...fields, photoAlt: 'Musicians on a porch' }, fake), deps)).toEqual({
      status: 'invalid',
      fieldErrors: { photo: expect.stringMatching(/not a photo/) },
    });
    expect(deps.save).not.toHaveBeenCalled();
  });

  it('keeps a real photo under a fresh name with its real type', async () => {
    const { deps, saved } = setup();
    expect(await submitEvent(form({ ...fields, photoAlt: 'Musicians on a porch' }, await png()), deps)).toEqual({ status: 'ok' });
    expect(saved[0]!.photo).toEqual({ data: expect.any(Buffer), mimetype: 'image/png', name: expect.stringMatching(/^[0-9a-f-]{36}\.png$/) });
  });

  it('answers a filled honeypot as a success and stores nothing', async () => {
    const { deps } = setup();
    expect(await submitEvent(form({ ...fields, website: 'https://spam.example' }), deps)).toEqual({ status: 'ok' });
    expect(deps.save).not.toHaveBeenCalled();
  });

  it('is rate limited with the other forms, before reading anything', async () => {
    const { deps } = setup(false);
    expect(await submitEvent(form(fields), deps)).toEqual({ status: 'rate-limited', retryAfterSeconds: 30 });
    expect(deps.save).not.toHaveBeenCalled();
  });

  it('keeps the submission when only the confirmation mail fails', async () => {
    const { deps, saved } = setup();
    deps.confirm.mockRejectedValueOnce(new Error('queue down'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await submitEvent(form(fields), deps)).toEqual({ status: 'ok' });
    expect(saved).toHaveLength(1);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/confirmation could not be queued/), 'queue down');
    error.mockRestore();
  });

  it('lets a storage failure through (the caller answers it as a server error, nothing half stored)', async () => {
    const { deps } = setup();
    deps.save.mockRejectedValueOnce(new Error('database down'));
    await expect(submitEvent(form(fields), deps)).rejects.toThrow('database down');
    expect(deps.confirm).not.toHaveBeenCalled();
  });
});

describe('submission mails', () => {
  it('write the start as the site does, on the Dallas clock, in summer and winter', async () => {
    const { when } = await import('./submissionMail');
    expect(when('2026-12-12T16:00:00.000Z')).toBe('December 12, 2026, 10:00 AM Dallas time'); // CST, UTC-6
    expect(when('2026-07-04T05:00:00.000Z')).toBe('July 4, 2026, 12:00 AM Dallas time'); // CDT, UTC-5: midnight
    expect(when('2026-07-04T17:05:00.000Z')).toBe('July 4, 2026, 12:05 PM Dallas time');
  });

  it('confirms and tells the decision in plain text', async () => {
    const { confirmationMail, decisionMail } = await import('./submissionMail');
    const sub = { title: '<b>Porch</b> Concert', startsAt: '2026-12-13T00:30:00.000Z', location: 'Lakewood', organizerName: 'Ana', organizerEmail: 'ana@example.com' };
    const confirmation = confirmationMail(sub);
    expect(confirmation).toMatchObject({ kind: 'event-submission', to: 'ana@example.com', subject: 'We received your event: <b>Porch</b> Concert' });
    expect(confirmation.text).toContain('(December 12, 2026, 6:30 PM Dallas time, Lakewood)');
    expect(confirmation.html).toBeUndefined();
    const approved = decisionMail(sub, { status: 'approved', eventsUrl: 'https://dallaslocal.news/events' }).text;
    expect(approved).toContain('https://dallaslocal.news/events');
    expect(approved).toContain('"<b>Porch</b> Concert" (December 12, 2026, 6:30 PM Dallas time) is now on the');
    expect(decisionMail(sub, { status: 'declined', reason: 'It is a private party.' }).text).toContain("The editor's reason: It is a private party.");
  });
});
