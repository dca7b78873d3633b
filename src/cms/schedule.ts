/**
 * Scheduled publishing of stories. The admin's "Schedule" button and the REST endpoint
 * `POST /api/stories/{id}/schedule` both queue Payload's `schedulePublish` job (src/cms/jobs.ts runs
 * it); both refuse anyone who may not publish. The job itself runs as the account that scheduled it,
 * so the role rules apply again when it publishes.
 */
import { APIError, type CollectionBeforeChangeHook, type CollectionSlug, type Endpoint, type FieldHook, type PayloadRequest, type Where } from 'payload';
import { account } from './access';
import { canPublish, isSignedIn } from './roles';

export type ScheduleAction = 'publish' | 'unpublish';
export type ScheduleRequest = { at: Date; action: ScheduleAction };

/** An explicit offset or Z: a time without one would depend on the server's time zone. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** JavaScript's Date rolls 2027-02-30 over to March 2nd: the day must exist in its month. */
function isCalendarDate(isoDateTime: string): boolean {
  const [year, month, day] = isoDateTime.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Reads a schedule request's body: `{ "at": "2026-11-24T14:00:00-06:00", "action": "publish" }`
 * (`action` defaults to publish). The time must be ahead of `now`.
 */
export function parseScheduleRequest(body: unknown, now: Date): ScheduleRequest | { error: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { error: 'Send a JSON object.' };
  const { at, action = 'publish', ...rest } = body as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) return { error: `Unknown field: ${unknown[0]}.` };
  if (action !== 'publish' && action !== 'unpublish') return { error: 'action must be "publish" or "unpublish".' };
  if (typeof at !== 'string' || !ISO_DATE_TIME.test(at)) {
    return { error: 'at must be a date and time with its offset, e.g. 2026-11-24T14:00:00-06:00.' };
  }
  const when = new Date(at);
  if (Number.isNaN(when.getTime()) || !isCalendarDate(at)) return { error: 'at is not a valid date.' };
  if (when.getTime() <= now.getTime()) return { error: 'at must be in the future.' };
  return { at: when, action };
}

/** Queues the job exactly as the admin's Schedule drawer does, so the admin lists it too. */
async function queueSchedule(req: PayloadRequest, storyId: string, { at, action }: ScheduleRequest) {
  const user = req.user;
  return req.payload.jobs.queue({
    task: 'schedulePublish',
    waitUntil: at,
    input: {
      type: action,
      doc: { relationTo: 'stories', value: storyId },
      user: user ? { relationTo: user.collection, value: user.id } : undefined,
    },
  });
}

const noStore = { 'Cache-Control': 'no-store' };

/** `POST /api/stories/{id}/schedule`: editors and admins schedule a publish (or unpublish). */
export const scheduleStoryEndpoint: Endpoint = {
  path: '/:id/schedule',
  method: 'post',
  handler: async (req) => {
    const user = account(req);
    if (!isSignedIn(user)) return Response.json({ message: 'Sign in first.' }, { status: 401, headers: noStore });
    if (!canPublish(user)) {
      return Response.json({ message: 'Only editors and admins schedule stories.' }, { status: 403, headers: noStore });
    }
    const id = String(req.routeParams?.id ?? '');
    if (!/^\d{1,12}$/.test(id)) return Response.json({ message: 'Unknown story.' }, { status: 404, headers: noStore });
    let body: unknown;
    try {
      body = await req.json?.();
    } catch {
      return Response.json({ message: 'Send a JSON object.' }, { status: 400, headers: noStore });
    }
    const parsed = parseScheduleRequest(body, new Date());
    if ('error' in parsed) return Response.json({ message: parsed.error }, { status: 400, headers: noStore });
    const story = await req.payload
      .find({ collection: 'stories', where: { id: { equals: Number(id) } }, limit: 1, depth: 0, draft: true, req, overrideAccess: false })
      .then((result) => result.docs[0]);
    if (!story) return Response.json({ message: 'Unknown story.' }, { status: 404, headers: noStore });
    const job = await queueSchedule(req, id, parsed);
    return Response.json(
      { message: 'Scheduled.', job: { id: job.id, action: parsed.action, at: parsed.at.toISOString() } },
      { status: 201, headers: noStore },
    );
  },
};

/** What the admin's Schedule drawer shows when scheduling is refused (the shape of Payload's answer). */
export const SCHEDULE_REFUSED = { error: 'Only editors and admins schedule stories.' } as const;

/**
 * The change a schedule makes. Payload's Schedule drawer preselects "Unpublish" for a story that was never
 * published (it offers Unpublish whenever no draft is newer than the published version, and a new story
 * has none), and an editor who kept it saw "Scheduled successfully" and then nothing happen: unpublishing
 * a story that is not out changes nothing. Such a schedule is a publish, unless a publish of the story is
 * already scheduled before it (publish at nine, take down at five: an unpublish then means what it says). Pure.
 */
export function scheduledChange({
  requested,
  published,
  publishScheduledBefore,
}: {
  requested: ScheduleAction;
  published: boolean;
  publishScheduledBefore: boolean;
}): ScheduleAction {
  return requested === 'unpublish' && !published && !publishScheduledBefore ? 'publish' : requested;
}

type ScheduleArgs = {
  req: PayloadRequest;
  type?: unknown;
  date?: unknown;
  deleteID?: unknown;
  doc?: { relationTo?: unknown; value?: unknown };
  global?: unknown;
};

/** What the Schedule drawer reads back from a deletion (the shape of Payload's answers). */
export type ScheduleDeleted = { message: string } | { error: string };

/**
 * Deletes the scheduled publish `deleteID` (a `schedulePublish` job, nothing else) and queues nothing.
 * The Schedule drawer's delete button sends the job's id alone; Payload's handler deletes the job and then
 * queues a new one from the rest of the request, all of it empty: a job with no time, no document and no
 * global, which the runner ran at its next poll with nothing to do.
 */
async function deleteSchedule(req: PayloadRequest, deleteID: number | string): Promise<ScheduleDeleted> {
  try {
    await req.payload.delete({
      collection: 'payload-jobs' as CollectionSlug,
      where: { and: [{ id: { equals: deleteID } }, { taskSlug: { equals: 'schedulePublish' } }] },
      req,
    });
  } catch (err) {
    const error = `Error deleting scheduled publish event with ID ${deleteID}`;
    req.payload.logger.error({ err }, error);
    return { error };
  }
  return { message: req.i18n.t('general:success') };
}

/** The request with the change it makes (scheduledChange), read for a story from its main row and its queued jobs. */
async function withScheduledChange<Args extends ScheduleArgs>(args: Args): Promise<Args> {
  const { req, type, doc } = args;
  if (type !== 'unpublish' || doc?.relationTo !== 'stories' || (typeof doc.value !== 'number' && typeof doc.value !== 'string')) return args;
  const id = doc.value;
  const main = (await req.payload.db.findOne({ collection: 'stories', where: { id: { equals: id } }, req })) as { _status?: unknown } | null;
  const at = time(args.date);
  const { docs } = await req.payload.find({
    collection: 'payload-jobs' as CollectionSlug,
    where: scheduledJobsOf(id),
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  });
  const publishScheduledBefore = (docs as QueuedJob[]).some((job) => isPendingPublishOf(job, id) && !(time(job.waitUntil) >= at));
  const change = scheduledChange({ requested: 'unpublish', published: main?._status === 'published', publishScheduledBefore });
  return change === 'unpublish' ? args : { ...args, type: change };
}

/**
 * The admin's `schedule-publish` server function, for editors and admins only (Payload's own handler
 * checks admin access alone), with the change it makes corrected (scheduledChange). `handler` is
 * Payload's handler, passed in by the admin layout. A deletion alone (the drawer's delete button: a
 * `deleteID` and no document or global to schedule) is done here without it (deleteSchedule).
 */
export function guardSchedulePublish<Args extends ScheduleArgs, Result>(
  handler: (args: Args) => Result | Promise<Result>,
): (args: Args) => Promise<Result | ScheduleDeleted | typeof SCHEDULE_REFUSED> {
  return async (args) => {
    if (!canPublish(account(args.req))) return SCHEDULE_REFUSED;
    const { deleteID, doc, global } = args;
    if ((typeof deleteID === 'number' || (typeof deleteID === 'string' && deleteID !== '')) && !doc && !global) {
      return deleteSchedule(args.req, deleteID);
    }
    return handler(await withScheduledChange(args));
  };
}

/** A queued job as this module reads it: its task, its input, whether it ended, and how. */
type QueuedJob = {
  taskSlug?: unknown;
  input?: unknown;
  completedAt?: unknown;
  hasError?: unknown;
  error?: unknown;
  createdAt?: unknown;
  updatedAt?: unknown;
  waitUntil?: unknown;
};

/** The change `job` makes to story `storyId` (publish or unpublish), or undefined when it is not a schedule of that story. */
function scheduledChangeOf(job: QueuedJob, storyId: number | string): ScheduleAction | undefined {
  if (job.taskSlug !== 'schedulePublish') return undefined;
  const input = (job.input ?? {}) as { type?: unknown; doc?: { relationTo?: unknown; value?: unknown } };
  if (input.doc?.relationTo !== 'stories' || String(input.doc.value) !== String(storyId)) return undefined;
  return input.type === 'unpublish' ? 'unpublish' : 'publish';
}

/** Whether `job` is a publish of story `storyId` still to run. Pure. */
export function isPendingPublishOf(job: QueuedJob, storyId: number | string): boolean {
  if (job.completedAt || job.hasError === true) return false;
  const type = (job.input as { type?: unknown } | undefined)?.type;
  return type === 'publish' && scheduledChangeOf(job, storyId) !== undefined;
}

/** The stories with a publish still to run among `jobs`, as ids (numbers where they are numbers). Pure. */
export function pendingPublishStories(jobs: readonly QueuedJob[]): (number | string)[] {
  const ids = new Set<string>();
  for (const job of jobs) {
    const value = (job.input as { doc?: { value?: unknown } } | undefined)?.doc?.value;
    if ((typeof value === 'number' || typeof value === 'string') && isPendingPublishOf(job, value)) ids.add(String(value));
  }
  return [...ids].map((id) => (/^\d+$/.test(id) ? Number(id) : id));
}

/**
 * The stories an editor has scheduled to publish that have not gone out yet: held against contributors'
 * changes (roles.ts withoutHeldStories), so that the admin shows them read-only to a contributor.
 */
export async function storiesHeldForPublishing(req: PayloadRequest): Promise<(number | string)[]> {
  const { docs } = await req.payload.find({
    collection: 'payload-jobs' as CollectionSlug,
    where: {
      and: [{ taskSlug: { equals: 'schedulePublish' } }, { 'input.doc.relationTo': { equals: 'stories' } }, { completedAt: { exists: false } }],
    },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  });
  return pendingPublishStories(docs as QueuedJob[]);
}

const time = (value: unknown): number => (typeof value === 'string' || value instanceof Date ? new Date(value).getTime() : Number.NaN);

const dallasMinute = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', dateStyle: 'medium', timeStyle: 'short' });

/** At most this much of a failure's own message is repeated to the editors. */
const MAX_REASON_LENGTH = 300;

/**
 * What the editors are told when the story's latest scheduled change failed (the job ended with an
 * error: a required field left empty, a publish date past the scheduled time, an account no longer
 * allowed to publish): Payload keeps the failed job but shows nothing of it. Undefined when the latest
 * schedule did not fail, or when what readers see of the story was saved since the failure (published,
 * unpublished or republished: `publicSavedAt`, the main row's time; drafts and autosaves do not count). Pure.
 */
export function scheduleFailure(jobs: readonly QueuedJob[], story: { id: number | string; publicSavedAt?: unknown }): string | undefined {
  const own = jobs
    .map((job) => ({ job, action: scheduledChangeOf(job, story.id) }))
    .filter((x): x is { job: QueuedJob; action: ScheduleAction } => x.action !== undefined)
    .sort((a, b) => time(b.job.createdAt) - time(a.job.createdAt));
  const latest = own[0];
  if (!latest || latest.job.hasError !== true) return undefined;
  if (time(story.publicSavedAt) > time(latest.job.updatedAt)) return undefined;
  const at = time(latest.job.waitUntil);
  const when = Number.isNaN(at) ? '' : ` for ${dallasMinute.format(at)} (Dallas time)`;
  const message = (latest.job.error as { message?: unknown } | undefined)?.message;
  const reason = typeof message === 'string' && message.trim() ? message.trim().slice(0, MAX_REASON_LENGTH) : 'an error';
  const stop = /[.!?]$/.test(reason) ? '' : '.';
  return `The ${latest.action} scheduled${when} did not happen: ${reason}${stop} Correct the story, then ${latest.action} it or schedule it again.`;
}

/**
 * The stories' `scheduleProblem` field's afterRead hook: the failure above, read for one story by a
 * newsroom account (the admin's edit view, the API, a save's answer), never for lists or readers. Two
 * small reads: the story's latest scheduled job, and its main row (which Payload changes only when the
 * story is published or unpublished, never for a draft).
 */
/** Payload's scheduled-publish jobs of one story (their input names the story). */
function scheduledJobsOf(id: number | string): Where {
  return {
    and: [
      { taskSlug: { equals: 'schedulePublish' } },
      { 'input.doc.relationTo': { equals: 'stories' } },
      { 'input.doc.value': { equals: String(id) } },
    ],
  };
}

export const readScheduleFailure: FieldHook = async ({ data, findMany, req }) => {
  if (findMany || !req.user || data?.id === undefined) return undefined;
  const id = data.id as number | string;
  const { docs } = await req.payload.find({
    collection: 'payload-jobs' as CollectionSlug,
    where: scheduledJobsOf(id),
    sort: '-createdAt',
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  });
  if (!(docs as QueuedJob[]).some((job) => job.hasError === true)) return undefined;
  const main = (await req.payload.db.findOne({ collection: 'stories', where: { id: { equals: id } }, req })) as { updatedAt?: unknown } | null;
  return scheduleFailure(docs as QueuedJob[], { id, publicSavedAt: main?.updatedAt });
};

const SCHEDULED_HOLD_MESSAGE =
  'An editor has scheduled this story to be published: it goes out as they reviewed it. Ask them to cancel the schedule before changing it.';

/**
 * Read by a contributor: why a story it wrote is read-only (an editor scheduled it), shown in the
 * admin's sidebar; nothing for anyone else, or when the story is not held.
 */
export const readScheduledHold: FieldHook = async ({ data, findMany, req }) => {
  if (findMany || data?.id === undefined) return undefined;
  return (await heldFromContributor(req, data.id as number | string)) ? SCHEDULED_HOLD_MESSAGE : undefined;
};

/** Whether `storyId` is held for a scheduled publish and the request's account is a contributor. */
async function heldFromContributor(req: PayloadRequest, storyId: number | string): Promise<boolean> {
  const user = account(req);
  if (!isSignedIn(user) || canPublish(user)) return false;
  const held = await storiesHeldForPublishing(req);
  return held.some((id) => String(id) === String(storyId));
}

/**
 * A story an editor has scheduled to publish is held against contributors' changes until then: the
 * job publishes the latest draft, so a change saved after the editor's review would go out unreviewed.
 * Editors and admins may still change it (they review what they publish). The update rule refuses such
 * a save already (access.ts updateDraft); this says why when a schedule is made during the save.
 */
export const holdScheduledStoryFromContributors: CollectionBeforeChangeHook = async ({ operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc?.id) return;
  if (await heldFromContributor(req, originalDoc.id as number | string)) {
    throw new APIError(SCHEDULED_HOLD_MESSAGE, 403, undefined, true);
  }
};
