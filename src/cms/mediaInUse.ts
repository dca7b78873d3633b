/**
 * A photo that a story, an author page, an event, a group or an initiative shows cannot be deleted: its
 * pages fell back to a drawing with no alt text and its files answered 404, and the admin's confirmation
 * said only "You are about to delete the Media". The editor is told which documents use it, to give
 * them another photo first. (A photo placed inside a story's text is not listed: the text is not a
 * relation Payload can query.)
 */
import { APIError, type CollectionBeforeDeleteHook, type CollectionSlug } from 'payload';

/** Where a media library photo is used: each collection's upload field, and how its documents are named. */
export const PHOTO_USES = [
  { collection: 'stories', field: 'heroImage', noun: 'the story', name: 'title' },
  { collection: 'staff', field: 'image', noun: 'the author page of', name: 'name' },
  { collection: 'events', field: 'image', noun: 'the event', name: 'title' },
  { collection: 'groups', field: 'image', noun: 'the group', name: 'name' },
  { collection: 'initiatives', field: 'image', noun: 'the initiative', name: 'title' },
] as const;

export type PhotoUse = { noun: string; name: string };

/** How many uses the message names; the rest are counted. */
const NAMED = 5;

/** The refusal's words, or null when nothing uses the photo. Pure. */
export function photoInUseMessage(uses: readonly PhotoUse[]): string | null {
  if (uses.length === 0) return null;
  const named = uses.slice(0, NAMED).map((use) => `${use.noun} “${use.name}”`);
  const more = uses.length - named.length;
  const list = more > 0 ? `${named.join(', ')} and ${more} more` : named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : named[0];
  return `This photo cannot be deleted: it is used by ${list}. Give ${uses.length > 1 ? 'them' : 'it'} another photo first.`;
}

export const refuseDeletingPhotoInUse: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const uses: PhotoUse[] = [];
  for (const use of PHOTO_USES) {
    const { docs } = await req.payload.find({
      collection: use.collection as CollectionSlug,
      where: { [use.field]: { equals: id } },
      depth: 0,
      limit: NAMED + 1,
      pagination: false,
      overrideAccess: true,
      req,
    });
    for (const doc of docs as Record<string, unknown>[]) {
      const name = doc[use.name];
      uses.push({ noun: use.noun, name: typeof name === 'string' && name !== '' ? name : `#${String(doc.id)}` });
    }
  }
  const message = photoInUseMessage(uses);
  if (message) throw new APIError(message, 409, undefined, true);
};
