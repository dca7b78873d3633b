import 'server-only';
/**
 * The team of the About page, read from the `staff` collection and cached by tag (STAFF_TAG; the
 * collection's hooks expire it, src/cms/hooks/revalidateStaff.ts).
 */
import { unstable_cache } from 'next/cache';
import type { TeamMember } from '@/content/schemas';
import { STAFF_TAG } from './cacheTags';
import { payload } from './cmsStories';
import { teamFromDocs } from './staffModel';

/** The newsroom's team, in the order of their titles. */
export const cmsTeam = unstable_cache(
  async (): Promise<TeamMember[]> => {
    const result = await (await payload()).find({ collection: 'staff', depth: 1, limit: 200, pagination: false, sort: 'name' });
    return teamFromDocs(result.docs, (message) => console.warn(`[content] ${message}`));
  },
  ['cms-staff'],
  { tags: [STAFF_TAG] },
);
