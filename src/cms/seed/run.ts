import type { CollectionSlug, Payload } from 'payload';
import type { Seeder, SeedReport } from './types';

/** The collections whose content the seed provides; the database is "empty" when none has a document. */
export const CONTENT_COLLECTIONS = ['stories', 'events', 'books', 'groups', 'initiatives', 'resources', 'staff'] as const;

/** True when no content collection holds any document, drafts included. */
export async function isContentEmpty(payload: Payload): Promise<boolean> {
  for (const collection of CONTENT_COLLECTIONS) {
    const { totalDocs } = await payload.count({ collection: collection as CollectionSlug, overrideAccess: true });
    if (totalDocs > 0) return false;
  }
  return true;
}

/** Runs the seeders in order; each creates only what is missing. */
export async function runSeeders(
  payload: Payload,
  seeders: readonly Seeder[],
  log: (line: string) => void = () => undefined,
): Promise<Map<string, SeedReport>> {
  const reports = new Map<string, SeedReport>();
  for (const seeder of seeders) {
    const report = await seeder.run(payload);
    reports.set(seeder.name, report);
    log(`${seeder.name}: ${report.created} created, ${report.existing} already there`);
  }
  return reports;
}
