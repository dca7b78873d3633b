import type { PayloadRequest } from 'payload';
import { describe, expect, it } from 'vitest';
import { SCHEDULE_REFUSED, guardSchedulePublish, isPendingPublishOf, parseScheduleRequest } from './schedule';

const now = new Date('2026-11-23T12:00:00Z');

describe('schedule requests', () => {
  it('reads a future time with its offset; the action defaults to publish', () => {
    expect(parseScheduleRequest({ at: '2026-11-23T08:00:00-06:00' }, now)).toEqual({
      at: new Date('2026-11-23T14:00:00Z'),
      action: 'publish',
    });
    expect(parseScheduleRequest({ at: '2026-11-24T00:00:00.500Z', action: 'unpublish' }, now)).toEqual({
      at: new Date('2026-11-24T00:00:00.500Z'),
      action: 'unpublish',
    });
  });

  it('refuses past times, times without an offset, bad dates and unknown fields', () => {
    for (const body of [
      { at: '2026-11-23T12:00:00Z' },
      { at: '2026-11-23T05:59:00-06:00' },
      { at: '2026-11-24T08:00:00' },
      { at: '2027-02-30T08:00:00Z' },
      { at: '2027-13-01T08:00:00Z' },
      { at: '2027-01-01T24:30:00Z' },
      { at: 'tomorrow' },
      { at: 1_800_000_000_000 },
      { at: '2026-11-24T08:00:00Z', action: 'delete' },
      { at: '2026-11-24T08:00:00Z', user: 1 },
      {},
      null,
      [],
      'at',
    ]) {
      expect(parseScheduleRequest(body, now), JSON.stringify(body)).toHaveProperty('error');
    }
  });
});

describe("the admin's schedule-publish server function", () => {
  const request = (role: string | null) => ({ req: { user: role ? { id: 1, role } : null } as unknown as PayloadRequest });
  const scheduled = { message: 'Success' };
  const guarded = guardSchedulePublish(() => scheduled);

  it('schedules for editors and admins', () => {
    expect(guarded(request('editor'))).toBe(scheduled);
    expect(guarded(request('admin'))).toBe(scheduled);
  });

  it('refuses contributors and anyone signed out', () => {
    expect(guarded(request('contributor'))).toBe(SCHEDULE_REFUSED);
    expect(guarded(request(null))).toBe(SCHEDULE_REFUSED);
  });
});

describe('isPendingPublishOf', () => {
  const job = { taskSlug: 'schedulePublish', input: { type: 'publish', doc: { relationTo: 'stories', value: 42 } } };

  it("finds a story's publish still to run, whether the admin (a number) or the endpoint (text) queued it", () => {
    expect(isPendingPublishOf(job, 42)).toBe(true);
    expect(isPendingPublishOf({ ...job, input: { ...job.input, doc: { relationTo: 'stories', value: '42' } } }, 42)).toBe(true);
    expect(isPendingPublishOf(job, '42')).toBe(true);
  });

  it('leaves out other stories, unpublishes, other tasks, and jobs that ended', () => {
    expect(isPendingPublishOf(job, 43)).toBe(false);
    expect(isPendingPublishOf({ ...job, input: { ...job.input, type: 'unpublish' } }, 42)).toBe(false);
    expect(isPendingPublishOf({ ...job, input: { ...job.input, doc: { relationTo: 'staff', value: 42 } } }, 42)).toBe(false);
    expect(isPendingPublishOf({ ...job, taskSlug: 'other' }, 42)).toBe(false);
    expect(isPendingPublishOf({ ...job, completedAt: '2026-11-25T12:00:00Z' }, 42)).toBe(false);
    expect(isPendingPublishOf({ ...job, hasError: true }, 42)).toBe(false);
    expect(isPendingPublishOf({ taskSlug: 'schedulePublish', input: null }, 42)).toBe(false);
  });
});
