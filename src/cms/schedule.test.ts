import { schedulePublishHandler } from '@payloadcms/ui/utilities/schedulePublishHandler';
import type { PayloadRequest } from 'payload';
import { describe, expect, it, vi } from 'vitest';
import { SCHEDULE_REFUSED, guardSchedulePublish, isPendingPublishOf, parseScheduleRequest, pendingPublishStories, scheduleFailure, scheduledChange } from './schedule';

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

  it('schedules for editors and admins', async () => {
    expect(await guarded(request('editor'))).toBe(scheduled);
    expect(await guarded(request('admin'))).toBe(scheduled);
  });

  it('refuses contributors and anyone signed out', async () => {
    expect(await guarded(request('contributor'))).toBe(SCHEDULE_REFUSED);
    expect(await guarded(request(null))).toBe(SCHEDULE_REFUSED);
  });
});

describe("deleting a schedule in the admin's Schedule drawer", () => {
  /** An editor's request whose Payload records the jobs it deletes and queues (the drawer sends `deleteID` alone). */
  function editorRequest({ deleteFails = false } = {}) {
    const deleted: unknown[] = [];
    const queued: unknown[] = [];
    const payload = {
      config: { admin: { user: 'users' } },
      collections: {},
      delete: vi.fn(async (args: { collection: string; where: unknown }) => {
        if (deleteFails) throw new Error('database gone');
        deleted.push(args);
        return { docs: [], errors: [] };
      }),
      jobs: { queue: vi.fn(async (args: unknown) => (queued.push(args), { id: 99 })) },
      logger: { error: vi.fn() },
    };
    const req = { user: { id: 1, role: 'editor', collection: 'users' }, payload, i18n: { t: (key: string) => key } } as unknown as PayloadRequest;
    return { req, deleted, queued, logged: payload.logger.error };
  }
  // Payload's own handler, as the admin layout passes it.
  const guarded = guardSchedulePublish(schedulePublishHandler);
  // What the drawer sends, less what these tests do not need (the import map, the account's permissions...).
  const drawerSends = (args: Record<string, unknown>) => args as unknown as Parameters<typeof guarded>[0];

  it('deletes that schedule job and queues none in its place', async () => {
    const { req, deleted, queued } = editorRequest();
    expect(await guarded(drawerSends({ deleteID: 7, req }))).toEqual({ message: 'general:success' });
    expect(deleted).toEqual([
      expect.objectContaining({
        collection: 'payload-jobs',
        where: { and: [{ id: { equals: 7 } }, { taskSlug: { equals: 'schedulePublish' } }] },
      }),
    ]);
    expect(queued).toEqual([]);
  });

  it('tells the drawer when the deletion fails', async () => {
    const { req, queued, logged } = editorRequest({ deleteFails: true });
    expect(await guarded(drawerSends({ deleteID: '7', req }))).toEqual({ error: 'Error deleting scheduled publish event with ID 7' });
    expect(queued).toEqual([]);
    expect(logged).toHaveBeenCalledOnce();
  });

  it('refuses contributors without deleting anything', async () => {
    const { req, deleted } = editorRequest();
    (req.user as unknown as { role: string }).role = 'contributor';
    expect(await guarded(drawerSends({ deleteID: 7, req }))).toBe(SCHEDULE_REFUSED);
    expect(deleted).toEqual([]);
  });

  it('still queues a schedule made in the drawer', async () => {
    const { req, deleted, queued } = editorRequest();
    const date = new Date('2030-01-01T15:00:00.000Z');
    const doc = { relationTo: 'stories', value: 42 };
    expect(await guarded(drawerSends({ type: 'publish', date, doc, req }))).toEqual({ message: 'general:success' });
    expect(deleted).toEqual([]);
    expect(queued).toEqual([expect.objectContaining({ task: 'schedulePublish', waitUntil: date, input: expect.objectContaining({ type: 'publish', doc }) })]);
  });
});

describe('scheduledChange', () => {
  it('makes an unpublish of a story that is not out a publish', () => {
    expect(scheduledChange({ requested: 'unpublish', published: false, publishScheduledBefore: false })).toBe('publish');
  });

  it('keeps an unpublish of a published story, or of one whose publish is scheduled before it', () => {
    expect(scheduledChange({ requested: 'unpublish', published: true, publishScheduledBefore: false })).toBe('unpublish');
    expect(scheduledChange({ requested: 'unpublish', published: false, publishScheduledBefore: true })).toBe('unpublish');
  });

  it('keeps every publish', () => {
    for (const published of [true, false]) expect(scheduledChange({ requested: 'publish', published, publishScheduledBefore: false })).toBe('publish');
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

describe('scheduleFailure', () => {
  // Published (or unpublished) last before the failure; drafts saved since do not count.
  const story = { id: 42, publicSavedAt: '2026-11-23T10:00:00.000Z' };
  const failed = {
    taskSlug: 'schedulePublish',
    input: { type: 'publish', doc: { relationTo: 'stories', value: '42' } },
    hasError: true,
    error: { message: 'The following field is invalid: Published At' },
    createdAt: '2026-11-23T11:00:00.000Z',
    updatedAt: '2026-11-23T15:00:05.000Z',
    waitUntil: '2026-11-23T15:00:00.000Z',
  };

  it('says which change failed, when it was due in Dallas, why, and what to do', () => {
    expect(scheduleFailure([failed], story)).toBe(
      'The publish scheduled for Nov 23, 2026, 9:00 AM (Dallas time) did not happen: The following field is invalid: Published At. ' +
        'Correct the story, then publish it or schedule it again.',
    );
    const unpublish = { ...failed, input: { ...failed.input, type: 'unpublish' }, error: { message: 'Not allowed.' }, waitUntil: undefined };
    expect(scheduleFailure([unpublish], story)).toBe(
      'The unpublish scheduled did not happen: Not allowed. Correct the story, then unpublish it or schedule it again.',
    );
  });

  it("reads only the story's latest schedule: a newer one, pending or done, replaces the failure", () => {
    const pending = { ...failed, hasError: false, error: undefined, createdAt: '2026-11-23T16:00:00.000Z' };
    expect(scheduleFailure([failed, pending], story)).toBeUndefined();
    expect(scheduleFailure([{ ...failed, input: { ...failed.input, doc: { relationTo: 'stories', value: '7' } } }], story)).toBeUndefined();
    expect(scheduleFailure([{ ...failed, taskSlug: 'other' }], story)).toBeUndefined();
    expect(scheduleFailure([], story)).toBeUndefined();
  });

  it('is over once what readers see was saved after the failure (published, unpublished, republished)', () => {
    expect(scheduleFailure([failed], { ...story, publicSavedAt: '2026-11-23T15:30:00.000Z' })).toBeUndefined();
    expect(scheduleFailure([failed], { ...story, publicSavedAt: new Date('2026-11-23T15:30:00.000Z') })).toBeUndefined();
    // Saved just before the failure, or never read: the failure stands.
    expect(scheduleFailure([failed], { ...story, publicSavedAt: '2026-11-23T15:00:04.000Z' })).toContain('did not happen');
    expect(scheduleFailure([failed], { id: 42 })).toContain('did not happen');
  });

  it('keeps a long reason short, and names one when the job gave none', () => {
    expect(scheduleFailure([{ ...failed, error: { message: 'x'.repeat(1000) } }], story)!.length).toBeLessThan(450);
    expect(scheduleFailure([{ ...failed, error: undefined }], story)).toContain('did not happen: an error.');
  });
});

describe('pendingPublishStories', () => {
  const publish = (value: unknown, extra: object = {}) => ({ taskSlug: 'schedulePublish', input: { type: 'publish', doc: { relationTo: 'stories', value } }, ...extra });

  it('lists each story with a publish still to run once, its id a number where it is one', () => {
    expect(pendingPublishStories([publish(42), publish('42'), publish('7'), publish(9)])).toEqual([42, 7, 9]);
  });

  it('leaves out publishes that ran or failed, unpublishes, other collections and other tasks', () => {
    expect(
      pendingPublishStories([
        publish(1, { completedAt: '2026-11-25T12:00:00Z' }),
        publish(2, { hasError: true }),
        { taskSlug: 'schedulePublish', input: { type: 'unpublish', doc: { relationTo: 'stories', value: 3 } } },
        { taskSlug: 'schedulePublish', input: { type: 'publish', doc: { relationTo: 'staff', value: 4 } } },
        { ...publish(5), taskSlug: 'other' },
        { taskSlug: 'schedulePublish', input: null },
      ]),
    ).toEqual([]);
  });
});
