/**
 * Seeding: the site's starting content (src/content, the sample data of SPEC.md) put into the newsroom's
 * database once, so that a fresh install shows a finished site that editors then change in the admin.
 *
 * Each seeder fills one part of the content. It must be idempotent: it finds what it would create by a
 * natural key (a slug, a title, a file name) and creates only what is missing, so running the seed twice,
 * or on a database where editors already work, never duplicates anything.
 */
import type { Payload } from 'payload';

export interface SeedReport {
  /** Documents this run created. */
  created: number;
  /** Documents that were already there and were left alone. */
  existing: number;
}

export interface Seeder {
  /** What it seeds, for the command line's report, e.g. "stories" or "events". */
  name: string;
  run(payload: Payload): Promise<SeedReport>;
}
