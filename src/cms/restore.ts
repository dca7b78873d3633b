/**
 * Restoring a version never changes whether the document is on the site. Payload's own restore
 * (`POST /api/{collection}/versions/{id}`) writes the version's status with its content: restoring a
 * "previously published" version of an unpublished story put it back on the site, and restoring a draft
 * version of a published story (or group, event, author page...) took it off, both without a word to the
 * editor. This endpoint takes that address for every collection with drafts and runs Payload's restore as
 * a draft unless the document is public and the version restored was public too (then the restore is a
 * correction of the live document, as before). The admin's Restore button shows the answer's `message`.
 */
import { headersWithCors, parseParams, restoreVersionOperation, type CollectionSlug, type Endpoint } from 'payload';

export type RestoreDecision = {
  /** Restore into a new draft (the published document, if any, stays as it is). */
  asDraft: boolean;
  /** What the editor is told. */
  message: string;
};

/** What the editor is told after restoring a version of a `noun` ("story", "event"...). */
export function restoreMessages(noun: string) {
  return {
    live: `Restored. The ${noun} on the site shows this version.`,
    asAsked: `Restored as a draft. The ${noun} on the site is unchanged until you publish.`,
    unpublished: `Restored as a draft. The ${noun} is not on the site; publish it when it is ready.`,
    draftOfLive: `Restored as a draft, as that version was. The ${noun} on the site is unchanged until you publish.`,
  };
}

const storyMessages = restoreMessages('story');
export const RESTORED_LIVE = storyMessages.live;
export const RESTORED_AS_ASKED = storyMessages.asAsked;
export const RESTORED_UNPUBLISHED = storyMessages.unpublished;
export const RESTORED_DRAFT_OF_LIVE = storyMessages.draftOfLive;

/** How a restore runs, from what is public now and what the version was. Pure. */
export function restoreDecision({
  askedForDraft,
  published,
  versionPublished,
  noun = 'story',
}: {
  askedForDraft: boolean;
  /** Whether the document is on the site now. */
  published: boolean;
  versionPublished: boolean;
  noun?: string;
}): RestoreDecision {
  const messages = restoreMessages(noun);
  if (!published) return { asDraft: true, message: messages.unpublished };
  if (askedForDraft) return { asDraft: true, message: messages.asAsked };
  if (!versionPublished) return { asDraft: true, message: messages.draftOfLive };
  return { asDraft: false, message: messages.live };
}

/** `POST /api/{slug}/versions/{id}`: Payload's restore of a `noun`, with the decision above. */
export function restoreVersionEndpoint(slug: CollectionSlug, noun: string): Endpoint {
  return {
    path: '/versions/:id',
    method: 'post',
    handler: async (req) => {
      const collection = req.payload.collections[slug];
      if (!collection) throw new Error(`The ${slug} collection is not configured.`);
      const raw = String(req.routeParams?.id ?? '');
      if (!/^\d{1,12}$/.test(raw)) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 });
      const id = Number(raw);
      const { depth, draft, populate } = parseParams(req.query);
      // Read without access: only to decide how to restore. The operation checks the account's rights
      // (and answers 403 or 404) before it writes anything.
      const version = await req.payload.db
        .findVersions({ collection: slug, where: { id: { equals: id } }, limit: 1, pagination: false, req })
        .then((found) => found.docs[0]);
      const current = version
        ? await req.payload.db.findOne({ collection: slug, where: { id: { equals: version.parent } }, req })
        : null;
      const decision = restoreDecision({
        askedForDraft: draft === true,
        published: (current as { _status?: unknown } | null)?._status === 'published',
        versionPublished: (version?.version as { _status?: unknown } | undefined)?._status === 'published',
        noun,
      });
      const result = await restoreVersionOperation({ id, collection, depth, draft: decision.asDraft, populate, req });
      return Response.json({ ...result, message: decision.message }, { headers: headersWithCors({ headers: new Headers(), req }) });
    },
  };
}

export const restoreStoryVersionEndpoint = restoreVersionEndpoint('stories', 'story');
