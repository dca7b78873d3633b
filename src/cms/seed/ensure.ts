/**
 * The shared step of the reference seeders (events, books, groups, initiatives, resources): create, published,
 * each item whose natural key is not in the collection yet (drafts included), and count the rest.
 */
import type { CollectionSlug, Payload } from 'payload';
import type { SeedReport } from './types';

/** Marks the seed's saves: their revalidation hooks have no page cache to expire (no server runs yet). */
export const SEED_CONTEXT = { seeding: true } as const;

export interface EnsureOptions<T> {
  collection: CollectionSlug;
  /** The field that names an item once (a slug or a title). */
  keyField: string;
  items: readonly T[];
  key(item: T): string;
  /** The document to create; may upload the item's illustration first. */
  data(item: T): Promise<Record<string, unknown>>;
}

export async function ensurePublished<T>(payload: Payload, options: EnsureOptions<T>): Promise<SeedReport> {
  const report: SeedReport = { created: 0, existing: 0 };
  for (const item of options.items) {
    const found = await payload.find({
      collection: options.collection,
      where: { [options.keyField]: { equals: options.key(item) } },
      draft: true,
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    });
    if (found.docs.length > 0) {
      report.existing += 1;
      continue;
    }
    await payload.create({
      collection: options.collection,
      data: { ...(await options.data(item)), _status: 'published' },
      overrideAccess: true,
      context: SEED_CONTEXT,
    });
    report.created += 1;
  }
  return report;
}
