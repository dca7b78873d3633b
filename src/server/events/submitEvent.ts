import { randomUUID } from 'node:crypto';
import { checkSubmission, submissionInstants, type SubmitEventInput } from '@/features/event-submission/submitEventSchema';
import { photoFrom, submissionValuesFrom, type SubmissionField } from '@/features/event-submission/submissionFields';
import type { Store } from '@/server/db/store';
import { admit, isRobot, type SubmissionResult } from '@/server/forms/submissions';
import { checkPhoto } from '@/cms/photoFormat';

/** A checked submission, ready to store: its Dallas times as instants and its photo's bytes and real format. */
export type SubmittedEvent = Omit<SubmitEventInput, 'photo'> & {
  startsAt: string;
  endsAt: string;
  photo: { data: Buffer; mimetype: string; name: string } | null;
};

type Deps = {
  store: Pick<Store, 'hitRateLimit'>;
  clientKey: string;
  now?: Date;
  /** Stores the submission whole, or nothing (src/server/events/saveSubmission.ts). */
  save: (event: SubmittedEvent) => Promise<unknown>;
  /** Queues the organizer's confirmation; a failure is logged, the submission stands. */
  confirm?: (event: SubmittedEvent) => Promise<unknown>;
};

/**
 * A reader's event submission: rate limit and honeypot as the other forms, then every check (the
 * shared schema, the photo's real format read by sharp) before anything is written.
 */
export async function submitEvent(form: FormData, deps: Deps): Promise<SubmissionResult<SubmissionField>> {
  const refused = await admit({ store: deps.store as Store, clientKey: deps.clientKey, now: deps.now });
  if (refused) return refused;
  if (isRobot(form)) return { status: 'ok' };
  const checked = checkSubmission(submissionValuesFrom(form), photoFrom(form), deps.now ?? new Date());
  if (!checked.ok) return { status: 'invalid', fieldErrors: checked.errors };
  const { photo, ...fields } = checked.data;
  let stored: SubmittedEvent['photo'] = null;
  if (photo) {
    const data = Buffer.from(await photo.arrayBuffer());
    const photoChecked = await checkPhoto(data);
    if ('problem' in photoChecked) return { status: 'invalid', fieldErrors: { photo: photoChecked.problem } };
    const { format } = photoChecked;
    // The reader's file name is not kept: a fresh one cannot collide or carry anything odd.
    stored = { data, mimetype: `image/${format}`, name: `${randomUUID()}.${format === 'jpeg' ? 'jpg' : format}` };
  }
  const event: SubmittedEvent = { ...fields, ...submissionInstants(fields), photo: stored };
  await deps.save(event);
  await deps.confirm?.(event).catch((error: unknown) =>
    console.error('The event submission confirmation could not be queued:', error instanceof Error ? error.message : error),
  );
  return { status: 'ok' };
}
