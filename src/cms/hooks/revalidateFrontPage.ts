/** A save of the front pages reaches readers at once: Home and News read them under FRONT_PAGE_TAG. */
import type { GlobalAfterChangeHook } from 'payload';
import { FRONT_PAGE_TAG } from '@/server/content/cacheTags';
import { expireTags } from '@/server/content/revalidation';

export const revalidateFrontPage: GlobalAfterChangeHook = async ({ doc }) => {
  await expireTags([FRONT_PAGE_TAG]);
  return doc;
};
