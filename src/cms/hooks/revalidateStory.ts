/**
 * A published, unpublished, edited or deleted story reaches readers at once: expire the cache tags of
 * the pages that show it (src/server/content/cacheTags.ts). `{ expire: 0 }`: the next request renders
 * fresh instead of being served the stale page.
 */
import { revalidateTag } from 'next/cache';
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';
import { tagsForStoryChange } from '@/server/content/cacheTags';

function expire(tags: readonly string[]): void {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      // Outside a Next.js request (the `payload run` scripts, the newsroom command line) there is no
      // page cache in this process to expire; the server's own saves do expire it.
      if (!(error instanceof Error && error.message.includes('static generation store missing'))) throw error;
    }
  }
}

export const revalidateStoryAfterChange: CollectionAfterChangeHook = ({ doc, previousDoc }) => {
  expire(tagsForStoryChange(doc, previousDoc));
  return doc;
};

export const revalidateStoryAfterDelete: CollectionAfterDeleteHook = ({ doc }) => {
  expire(tagsForStoryChange(doc, undefined, true));
  return doc;
};
