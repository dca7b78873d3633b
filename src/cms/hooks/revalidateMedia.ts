/**
 * A photo's alt text, caption, credit or file, corrected in the media library, reaches readers at once:
 * expire every cached read that shows photos (src/server/content/cacheTags.ts `MEDIA_TAG`). A new upload
 * is shown nowhere yet, so it expires nothing.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';
import { tagsForMediaChange } from '@/server/content/cacheTags';
import { expireTags } from '@/server/content/revalidation';

export const revalidateMediaAfterChange: CollectionAfterChangeHook = async ({ doc, operation }) => {
  await expireTags(tagsForMediaChange(operation));
  return doc;
};

export const revalidateMediaAfterDelete: CollectionAfterDeleteHook = async ({ doc }) => {
  await expireTags(tagsForMediaChange('delete'));
  return doc;
};
