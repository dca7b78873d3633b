/**
 * A published, unpublished, edited or deleted story reaches readers at once: expire the cache tags of
 * the pages that show it (src/server/content/cacheTags.ts). `{ expire: 0 }`: the next request renders
 * fresh instead of being served the stale page. Saves made outside a request (the job runner
 * publishing a scheduled story) go through the server's loopback route (src/server/content/revalidation.ts).
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';
import { tagsForStoryChange } from '@/server/content/cacheTags';
import { expireTags } from '@/server/content/revalidation';
import { publicRowBefore } from './publicBefore';

/** After a save: what the story is now, what the latest version was, and what readers had (publicBefore.ts). */
export const revalidateStoryAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  await expireTags(tagsForStoryChange(doc, [previousDoc, publicRowBefore(req, 'stories', doc.id)]));
  return doc;
};

export const revalidateStoryAfterDelete: CollectionAfterDeleteHook = async ({ doc }) => {
  await expireTags(tagsForStoryChange(doc, [], true));
  return doc;
};
