import type { CollectionSlug, Payload } from 'payload';
import type { Seeder, SeedReport } from './types';

/** The collections whose content the seed provides; the database is "empty" when none has a document. */
export const CONTENT_COLLECTIONS = ['stories', 'events', 'books', 'groups', 'initiatives', 'resources', 'staff'] as const;

/** The key of the seed's progress in Payload's key-value store (`payload_kv`). */
export const SEED_STATE_KEY = 'seed-state';

/** Written before the seeders run (`finished: false`) and once they all have (`finished: true`). */
export type SeedState = { finished: boolean; at: string };

/**
 * Whether `--if-empty` (the build and `npm start`) seeds: a database without content, or one whose last
 * seed was interrupted (Ctrl-C during a first start left stories without books, groups or events, and
 * the next start found content and seeded nothing). Otherwise editors work in it: their deletions stay
 * deleted. Pure.
 */
export function seedDecision(empty: boolean, state: SeedState | null): 'seed' | 'resume' | 'skip' {
  if (state?.finished === false) return 'resume';
  return empty ? 'seed' : 'skip';
}

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
