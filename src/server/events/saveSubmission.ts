import { rm } from 'node:fs/promises';
import path from 'node:path';
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload';
import { SUBMISSION_PHOTOS_DIR } from '@/cms/collections/EventSubmissions';
import type { SubmittedEvent } from './submitEvent';

/**
 * Stores a checked submission as a pending document, with its photo, in one transaction: either both
 * rows exist or neither does (a photo file already written is removed again).
 */
export async function saveSubmission(payload: Payload, event: SubmittedEvent): Promise<number | string> {
  const req = await createLocalReq({}, payload);
  const own = await initTransaction(req);
  let photoFile: string | null = null;
  try {
    let photo: number | string | null = null;
    if (event.photo) {
      const doc = await payload.create({
        collection: 'event-submission-photos',
        data: { alt: event.photoAlt },
        file: { data: event.photo.data, mimetype: event.photo.mimetype, name: event.photo.name, size: event.photo.data.length },
        req,
      });
      photo = doc.id;
      photoFile = typeof doc.filename === 'string' ? doc.filename : null;
    }
    const doc = await payload.create({
      collection: 'event-submissions',
      data: {
        status: 'pending',
        title: event.title,
        startsAt: event.startsAt,
        startsAt_tz: 'America/Chicago',
        endsAt: event.endsAt,
        endsAt_tz: 'America/Chicago',
        location: event.location,
        category: event.category,
        description: event.description,
        link: event.link,
        photo,
        organizerName: event.organizerName,
        organizerEmail: event.organizerEmail,
      },
      req,
    });
    if (own) await commitTransaction(req);
    return doc.id;
  } catch (error) {
    if (own) await killTransaction(req);
    if (photoFile) await rm(path.join(SUBMISSION_PHOTOS_DIR, path.basename(photoFile)), { force: true });
    throw error;
  }
}
