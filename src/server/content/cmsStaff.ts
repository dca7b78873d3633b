import 'server-only';
/**
 * The newsroom's published authors (the `staff` collection: the About page's team and every author page), cached
 * by tag (STAFF_TAG; the collection's hooks expire it, src/cms/hooks/revalidateStaff.ts).
 */
import { unstable_cache } from 'next/cache';
import { MEDIA_TAG, STAFF_TAG } from './cacheTags';
import { payload } from './cmsStories';
import { renamedSlugs } from './referenceModel';
import { authorsFromDocs, teamFromDocs, type AuthorProfile, type TeamCardMember } from './staffModel';

const report = (message: string) => console.warn(`[content] ${message}`);

/** The published staff documents (a draft bio, or a member never published, stays in the newsroom). */
const staffDocs = async () =>
  (
    await (await payload()).find({
      collection: 'staff',
      where: { _status: { equals: 'published' } },
      draft: false,
      depth: 1,
      limit: 500,
      pagination: false,
      sort: 'name',
    })
  ).docs;

/** The newsroom's team (staff, not guest contributors), in the order of their titles, each with a link to their page. */
export const cmsTeam = unstable_cache(async (): Promise<TeamCardMember[]> => teamFromDocs(await staffDocs(), report), ['cms-staff'], {
  tags: [STAFF_TAG, MEDIA_TAG],
});

/** Every author with a page (staff and guest contributors), by name. */
export const cmsAuthors = unstable_cache(async (): Promise<AuthorProfile[]> => authorsFromDocs(await staffDocs(), report), ['cms-authors'], {
  tags: [STAFF_TAG, MEDIA_TAG],
});

/** The author at `/authors/{slug}`, or undefined. */
export async function cmsAuthorBySlug(slug: string): Promise<AuthorProfile | undefined> {
  return (await cmsAuthors()).find((a) => a.slug === slug);
}

/** Every published author's earlier slugs, each with the author's slug now (one cached read, whatever is asked). */
const formerAuthorSlugs = unstable_cache(
  async (): Promise<Record<string, string>> => Object.fromEntries(renamedSlugs(await staffDocs(), (doc) => doc.slug ?? undefined)),
  ['cms-staff-former-slugs'],
  { tags: [STAFF_TAG] },
);

/** The slug of the published author who was at `/authors/{slug}` before their slug changed, or undefined. */
export async function cmsAuthorRenamedFrom(slug: string): Promise<string | undefined> {
  const renamed = await formerAuthorSlugs();
  return Object.hasOwn(renamed, slug) ? renamed[slug] : undefined;
}
