/**
 * Restoring a story's version never changes whether the story is on the site. Payload's own restore
 * (`POST /api/stories/versions/{id}`) writes the version's status with its content: restoring a
 * "previously published" version of an unpublished story put it back on the site, and restoring a draft
 * version of a published story took it off, both without a word to the editor. This endpoint takes that
 * address for stories and runs Payload's restore as a draft unless the story is public and the version
 * restored was public too (then the restore is a correction of the live story, as before). The admin's
 * Restore button shows the answer's `message`.
 */
import { headersWithCors, parseParams, restoreVersionOperation, type Endpoint } from 'payload';

export type RestoreDecision = {
  /** Restore into a new draft (the published story, if any, stays as it is). */
  asDraft: boolean;
  /** What the editor is told. */
  message: string;
};

export const RESTORED_LIVE = 'Restored. The story on the site shows this version.';
export const RESTORED_AS_ASKED = 'Restored as a draft. The story on the site is unchanged until you publish.';
export const RESTORED_UNPUBLISHED = 'Restored as a draft. The story is not on the site; publish it when it is ready.';
export const RESTORED_DRAFT_OF_LIVE = 'Restored as a draft, as that version was. The story on the site is unchanged until you publish.';

/** How a restore runs, from what is public now and what the version was. Pure. */
export function restoreDecision({
  askedForDraft,
  storyPublished,
  versionPublished,
}: {
  askedForDraft: boolean;
  storyPublished: boolean;
  versionPublished: boolean;
}): RestoreDecision {
  if (!storyPublished) return { asDraft: true, message: RESTORED_UNPUBLISHED };
  if (askedForDraft) return { asDraft: true, message: RESTORED_AS_ASKED };
  if (!versionPublished) return { asDraft: true, message: RESTORED_DRAFT_OF_LIVE };
  return { asDraft: false, message: RESTORED_LIVE };
}

/** `POST /api/stories/versions/{id}`: Payload's restore, with the decision above. */
export const restoreStoryVersionEndpoint: Endpoint = {
  path: '/versions/:id',
  method: 'post',
  handler: async (req) => {
    const collection = req.payload.collections.stories;
    if (!collection) throw new Error('The stories collection is not configured.');
    const raw = String(req.routeParams?.id ?? '');
    if (!/^\d{1,12}$/.test(raw)) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 });
    const id = Number(raw);
    const { depth, draft, populate } = parseParams(req.query);
    // Read without access: only to decide how to restore. The operation checks the account's rights
    // (and answers 403 or 404) before it writes anything.
    const version = await req.payload.db
      .findVersions({ collection: 'stories', where: { id: { equals: id } }, limit: 1, pagination: false, req })
      .then((found) => found.docs[0]);
    const story = version
      ? await req.payload.db.findOne({ collection: 'stories', where: { id: { equals: version.parent } }, req })
      : null;
    const decision = restoreDecision({
      askedForDraft: draft === true,
      storyPublished: (story as { _status?: unknown } | null)?._status === 'published',
      versionPublished: (version?.version as { _status?: unknown } | undefined)?._status === 'published',
    });
    const result = await restoreVersionOperation({
      id,
      collection,
      depth,
      draft: decision.asDraft,
      populate,
      req,
    });
    return Response.json({ ...result, message: decision.message }, { headers: headersWithCors({ headers: new Headers(), req }) });
  },
};
