/**
 * Payload's job queue: scheduled publishing (`versions.drafts.schedulePublish` on stories) queues a
 * job with a `waitUntil` time, and a runner inside the server picks it up.
 *
 * - The runner is Payload's `jobs.autoRun` cron. Payload starts it only in a process that asks for it
 *   (`getPayload({ cron: true })`: the server at start, src/cms/start.ts, and Payload's own route
 *   handlers) and never during `next build`; the newsroom command line does not ask, so it runs no jobs.
 * - Several instances: Payload 3.90.2 claims jobs with a SELECT then an UPDATE per job (no row lock), so
 *   two runners polling at the same second can both claim and run one job. Only the instance that
 *   holds a PostgreSQL advisory lock runs the queue (`shouldAutoRun`); it keeps the lock on its own
 *   connection while it lives, and another instance takes over at its next poll when it goes away.
 * - A runner killed in the middle of a job leaves it marked `processing`, and Payload never picks up a
 *   job in that state again: the scheduled story would never be published. Whoever takes the lock is
 *   the only runner, so any job still marked processing then belongs to a runner that is gone; the new
 *   runner clears the mark (`releaseOrphanedJobs`) and runs it. Publishing a version twice is harmless.
 */
import pg from 'pg';
import type { CollectionSlug, JobsConfig, Payload } from 'payload';
import { account } from './access';
import { editorsOnly } from './roles';

/** Every 10 seconds: a scheduled story is published at most about 10 s after its time. */
export const JOBS_CRON = '*/10 * * * * *';

/** Any fixed number shared by every instance's runner (apart from the migration and seed locks', src/cms/start.ts and src/cms/cli/seed.ts). */
export const RUNNER_LOCK_KEY = 16_2027;

/** The part of a PostgreSQL connection the runner lock uses (pg.Client has it). */
export type LockConnection = {
  connect(): Promise<unknown>;
  query(sql: string, values: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
  end(): Promise<void>;
  on(event: 'error' | 'end', listener: () => void): unknown;
};

/**
 * A session-level advisory lock held on a connection of its own: `held()` tries to take it when it is
 * not held yet and answers whether this process holds it now. Losing the connection loses the lock
 * (PostgreSQL releases it), and the next `held()` tries again on a new connection.
 */
export class RunnerLock {
  private connection: LockConnection | null = null;

  constructor(
    private readonly open: () => LockConnection,
    private readonly key: number = RUNNER_LOCK_KEY,
  ) {}

  /** `onAcquired` runs once each time this process takes the lock (not while it keeps it). */
  async held(onAcquired?: () => Promise<void>): Promise<boolean> {
    if (this.connection) return true;
    const connection = this.open();
    const lose = () => {
      if (this.connection === connection) this.connection = null;
    };
    connection.on('error', lose);
    connection.on('end', lose);
    try {
      await connection.connect();
      const { rows } = await connection.query('SELECT pg_try_advisory_lock($1) AS locked', [this.key]);
      if (rows[0]?.locked === true) {
        this.connection = connection;
        await onAcquired?.().catch((error: unknown) => console.error('The job runner could not release orphaned jobs:', error));
        return true;
      }
    } catch {
      // No database just now: not the runner this time; the next poll tries again.
    }
    await connection.end().catch(() => undefined);
    return false;
  }

  /** Gives the lock up (the server is stopping). */
  async release(): Promise<void> {
    const connection = this.connection;
    this.connection = null;
    await connection?.end().catch(() => undefined);
  }
}

/**
 * This process's runner lock, on the database that DATABASE_URL names. Kept on globalThis: a module
 * reloaded in development would otherwise open a second session that can never take the lock its
 * first copy still holds.
 */
function processRunnerLock(): RunnerLock {
  const holder = globalThis as { dallasLocalRunnerLock?: RunnerLock };
  holder.dallasLocalRunnerLock ??= new RunnerLock(() => new pg.Client({ connectionString: process.env.DATABASE_URL }));
  return holder.dallasLocalRunnerLock;
}

/** Jobs left marked as processing by a runner that stopped mid-run become runnable again; how many. */
export async function releaseOrphanedJobs(payload: Payload): Promise<number> {
  const { docs } = await payload.update({
    // Payload's own queue collection; its slug is not in the generated CollectionSlug union.
    collection: 'payload-jobs' as CollectionSlug,
    where: { processing: { equals: true } },
    data: { processing: false },
    overrideAccess: true,
    depth: 0,
  });
  if (docs.length > 0) console.log(`The job runner took over ${docs.length} job(s) left unfinished by a stopped runner.`);
  return docs.length;
}

export const jobs: JobsConfig = {
  autoRun: [{ cron: JOBS_CRON, queue: 'default', limit: 10 }],
  shouldAutoRun: (payload) => processRunnerLock().held(async () => void (await releaseOrphanedJobs(payload))),
  access: {
    // Jobs run only in the server's runner (under the lock above), never on request.
    run: () => false,
    // Queuing or cancelling through Payload's access-checked calls: editors and admins.
    queue: ({ req }) => editorsOnly(account(req)),
    cancel: ({ req }) => editorsOnly(account(req)),
  },
  // Finished jobs are removed; failed ones stay (hasError) for an operator to read.
  deleteJobOnComplete: true,
};
