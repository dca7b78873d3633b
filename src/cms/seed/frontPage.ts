/**
 * The front pages' placements (the `front-page` global) from the sample lists: today's Home and News
 * (`seededPlacements`, src/server/content/frontPage.ts), as the seeded stories' ids. Runs after the
 * stories. A global an editor has saved is left alone.
 */
import type { Payload } from 'payload';
import { newsTabCategories } from '@/content/schemas';
import { seededPlacements, type FrontPagePlacements } from '@/server/content/frontPage';
import type { Seeder, SeedReport } from './types';

/** The placements as the global's fields: each slug replaced by its story's id (unknown slugs left out). */
export function frontPageData(placements: FrontPagePlacements, idOf: ReadonlyMap<string, number | string>) {
  const ids = (slugs: readonly string[]) => slugs.flatMap((slug) => (idOf.has(slug) ? [idOf.get(slug)!] : []));
  return {
    hero: ids(placements.hero),
    news: ids(placements.news),
    community: ids(placements.community),
    top: ids(placements.top),
    tabs: Object.fromEntries(newsTabCategories.map((tab) => [tab, ids(placements.tabs[tab])])),
    topics: [...placements.topics],
  };
}

export const frontPageSeeder: Seeder = {
  name: 'front pages',
  async run(payload: Payload): Promise<SeedReport> {
    const current = (await payload.findGlobal({ slug: 'front-page', depth: 0, overrideAccess: true })) as { updatedAt?: unknown };
    if (current.updatedAt) return { created: 0, existing: 1 };
    const slugs = [
      ...seededPlacements.hero,
      ...seededPlacements.news,
      ...seededPlacements.community,
      ...seededPlacements.top,
      ...newsTabCategories.flatMap((tab) => seededPlacements.tabs[tab]),
    ];
    const { docs } = await payload.find({
      collection: 'stories',
      where: { slug: { in: [...new Set(slugs)] } },
      depth: 0,
      limit: slugs.length,
      pagination: false,
      overrideAccess: true,
    });
    const idOf = new Map(docs.map((doc) => [String(doc.slug), doc.id]));
    await payload.updateGlobal({ slug: 'front-page', data: frontPageData(seededPlacements, idOf), overrideAccess: true });
    return { created: 1, existing: 0 };
  },
};
