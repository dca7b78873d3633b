/**
 * A saved or deleted staff member reaches readers at once: expire the team page and the stories whose
 * bylines name them (src/server/content/cacheTags.ts), as the stories' hooks do.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';
import { TAGS_FOR_STAFF_CHANGE } from '@/server/content/cacheTags';
import { expireTags } from '@/server/content/revalidation';

export const revalidateStaffAfterChange: CollectionAfterChangeHook = async ({ doc }) => {
  await expireTags(TAGS_FOR_STAFF_CHANGE);
  return doc;
};

export const revalidateStaffAfterDelete: CollectionAfterDeleteHook = async ({ doc }) => {
  await expireTags(TAGS_FOR_STAFF_CHANGE);
  return doc;
};
