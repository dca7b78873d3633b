/**
 * Reader event submissions and their moderation queue. A submission is its own document, never an
 * event: the public reads (events pages, /events.ics, search, sitemap) see only the events collection,
 * so nothing a reader sends reaches them before an editor approves it. Approving creates the published
 * event in the same transaction (the events collection's hooks then revalidate the pages and the search
 * index); declining needs a reason. The organizer is mailed each decision through the outbox.
 */
import path from 'node:path';
import { APIError, ValidationError, type CollectionConfig, type UploadConfig } from 'payload';
import { eventCategories } from '@/content/schemas';
import { editors } from '../access';
import { answerFileRequest } from '../mediaFiles';
import { validateHttpsUrl } from '../fields/validators';
import { eventFromSubmission, moderationStatuses, moderationStep, type ModerationStatus, type SubmissionDoc } from '../moderation';
import { refuseNonPhotos } from '../photoFormat';
import { stripPhotoMetadata } from '../photoMetadata';

const nobody = () => false;

/** Where submitted photos are kept: readable by editors only (Payload checks `read` before serving a file). */
export const SUBMISSION_PHOTOS_DIR = path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || 'data', 'submission-photos');

/** The photo sent with a submission, private until approval copies it into the media library. */
export const EventSubmissionPhotos: CollectionConfig = {
  slug: 'event-submission-photos',
  // Created only by the site's submission code (Payload's local API), never through the REST API.
  access: { read: editors, create: nobody, update: nobody, delete: editors },
  admin: { hidden: true },
  // A reader's phone photo loses its location and camera details before it is stored (src/cms/photoMetadata.ts).
  hooks: { beforeOperation: [refuseNonPhotos, stripPhotoMetadata] },
  upload: {
    staticDir: SUBMISSION_PHOTOS_DIR,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
    // The files as the media library's are answered (src/cms/mediaFiles.ts: a 404, not Payload's 500,
    // for a name that is not there), kept out of shared caches: only editors may read them.
    handlers: [
      ((req, { params }) => answerFileRequest(SUBMISSION_PHOTOS_DIR, params.filename, req, 'private, no-store')) as NonNullable<
        UploadConfig['handlers']
      >[number],
    ],
  },
  fields: [{ name: 'alt', type: 'text', required: true, maxLength: 300 }],
};

const dallasTime = {
  timezone: { defaultTimezone: 'America/Chicago', supportedTimezones: [{ label: 'Dallas', value: 'America/Chicago' }] },
  admin: { date: { pickerAppearance: 'dayAndTime' as const } },
};

/**
 * A submission's fields may be changed while it is pending. Once decided they are read-only in the
 * admin and left as they are by any save: an edit then changed nothing readers see (an approved
 * submission lives on as its event, edited in Events), yet the admin said "Updated successfully".
 */
const whilePending = ({ doc }: { doc?: { status?: unknown } }) => !doc || doc.status === undefined || doc.status === 'pending';

export const EventSubmissions: CollectionConfig = {
  slug: 'event-submissions',
  labels: { singular: 'Event submission', plural: 'Event submissions' },
  access: { read: editors, create: nobody, update: editors, delete: editors },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'startsAt', 'organizerName', 'createdAt'],
    description: 'Events sent by readers: edit, then approve (it goes on the calendar) or decline with a reason (the organizer is told).',
  },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [
      async ({ data, originalDoc, operation, req }) => {
        const previous = operation === 'create' ? undefined : (originalDoc?.status as ModerationStatus | undefined);
        const next = (data.status ?? previous ?? 'pending') as ModerationStatus;
        const verdict = moderationStep(previous, next, data.declineReason ?? originalDoc?.declineReason);
        // A missing reason is marked on its field (the admin shows it there), other refusals as a message.
        if ('error' in verdict && verdict.field) throw new ValidationError({ collection: 'event-submissions', errors: [{ path: verdict.field, message: verdict.error }] }, req.t);
        if ('error' in verdict) throw new APIError(verdict.error, 400, undefined, true);
        if (verdict.step === 'none') return data;
        data.decidedAt = new Date().toISOString();
        if (verdict.step === 'decline') return data;
        const doc = { ...originalDoc, ...data } as SubmissionDoc & { photo?: unknown };
        const photoId = typeof doc.photo === 'object' && doc.photo !== null ? (doc.photo as { id: number }).id : (doc.photo as number | null | undefined);
        let imageId: number | string | null = null;
        if (photoId) {
          const photo = await req.payload.findByID({ collection: 'event-submission-photos', id: photoId, req, depth: 0 });
          if (photo.filename) {
            const media = await req.payload.create({
              collection: 'media',
              data: { alt: photo.alt, credit: `Courtesy of ${String((doc as { organizerName?: string }).organizerName ?? 'the organizer')}` },
              filePath: path.join(SUBMISSION_PHOTOS_DIR, photo.filename),
              req,
            });
            imageId = media.id;
          }
        }
        const event = await req.payload.create({ collection: 'events', data: eventFromSubmission(doc, imageId), req, draft: false });
        data.event = event.id;
        return data;
      },
    ],
    afterChange: [
      async ({ doc, previousDoc, operation, req }) => {
        if (operation !== 'update' || previousDoc?.status === doc.status) return doc;
        if (doc.status !== 'approved' && doc.status !== 'declined') return doc;
        // Loaded at run time: the mail code needs the site's database, which Payload's command line does not.
        const [{ decisionMail }, { queueMails }] = await Promise.all([import('@/server/events/submissionMail'), import('@/server/mail/outbox')]);
        const { siteOrigin } = await import('@/features/seo/pageMetadata');
        const mail = decisionMail(
          doc,
          doc.status === 'approved' ? { status: 'approved', eventsUrl: `${siteOrigin}/events` } : { status: 'declined', reason: String(doc.declineReason) },
        );
        // The decision stands even when the mail cannot be queued: the editor sees it in the log.
        await queueMails([mail]).catch((error: unknown) => req.payload.logger.error(`The decision mail could not be queued: ${error instanceof Error ? error.message : String(error)}`));
        return doc;
      },
    ],
  },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: moderationStatuses.map((s) => ({ label: s[0]!.toUpperCase() + s.slice(1), value: s })),
      admin: {
        position: 'sidebar',
        description: 'Approve to put the event on the calendar; decline with a reason. A decision is final: the fields are then read-only (edit the approved event in Events).',
      },
    },
    {
      name: 'declineReason',
      type: 'textarea',
      maxLength: 1000,
      access: { update: whilePending },
      admin: { position: 'sidebar', description: 'Sent to the organizer when you decline.', condition: (data) => data?.status !== 'approved' },
    },
    { name: 'event', type: 'relationship', relationTo: 'events', admin: { position: 'sidebar', readOnly: true, description: 'The event made on approval.' } },
    { name: 'decidedAt', type: 'date', admin: { position: 'sidebar', readOnly: true } },
    { name: 'title', type: 'text', required: true, minLength: 5, maxLength: 200, access: { update: whilePending } },
    { name: 'startsAt', type: 'date', required: true, ...dallasTime, access: { update: whilePending } },
    {
      name: 'endsAt',
      type: 'date',
      required: true,
      ...dallasTime,
      access: { update: whilePending },
      validate: (value: unknown, { siblingData }: { siblingData: { startsAt?: unknown } }) =>
        !value || !siblingData.startsAt || new Date(String(value)) > new Date(String(siblingData.startsAt)) ? true : 'An event ends after it starts.',
    },
    { name: 'location', type: 'text', required: true, minLength: 3, maxLength: 200, access: { update: whilePending } },
    {
      name: 'category',
      type: 'select',
      required: true,
      options: eventCategories.map((c) => ({ label: c, value: c })),
      access: { update: whilePending },
    },
    { name: 'description', type: 'textarea', required: true, minLength: 20, maxLength: 5000, access: { update: whilePending } },
    { name: 'link', type: 'text', validate: (v: unknown) => validateHttpsUrl(v), access: { update: whilePending } },
    { name: 'photo', type: 'upload', relationTo: 'event-submission-photos', access: { update: whilePending } },
    { name: 'organizerName', type: 'text', required: true, maxLength: 100, access: { update: whilePending } },
    { name: 'organizerEmail', type: 'email', required: true, access: { update: whilePending } },
  ],
};
