import 'server-only';
/**
 * The newsletter's runner inside the server: every 15 seconds it sends the digest editions that are
 * due (schedule.ts) and drains the mail queue. One instance runs it at a time, the one holding a
 * PostgreSQL advisory lock (the same RunnerLock as Payload's job runner, another key); the queue's row
 * claims and the unique edition record keep it right even if two ever ran at once. Started from
 * src/instrumentation.ts; see docs/decisions/0019-newsletters.md for why not Payload's job queue.
 */
import pg from 'pg';
import { RunnerLock } from '@/cms/jobs';
import { drainQueue } from '@/server/mail/sender';
import { transportFromEnv, type Transport } from '@/server/mail/transport';
import { newsletterContext } from './context';
import { payloadStories } from './payloadStories';
import { sendDueEditions } from './service';

export const MAIL_POLL_MS = 15_000;
/** Any fixed number shared by every instance (distinct from the migration and job runner locks). */
export const NEWSLETTER_LOCK_KEY = 20_2026;
/** Messages sent per tick at most, so that a tick ends and the next re-checks the schedule. */
const MAX_PER_TICK = 5000;

type Runner = { tick: () => Promise<void>; stop: () => Promise<void> };
const holder = globalThis as { dallasLocalMailRunner?: Runner };

export function startMailRunner(): Runner {
  if (holder.dallasLocalMailRunner) return holder.dallasLocalMailRunner;
  const lock = new RunnerLock(() => new pg.Client({ connectionString: process.env.DATABASE_URL }), NEWSLETTER_LOCK_KEY);
  const transport: Transport = transportFromEnv();
  let running: Promise<void> | null = null;
  const work = async () => {
    if (!(await lock.held())) return;
    const ctx = await newsletterContext();
    try {
      const editions = await sendDueEditions(ctx, payloadStories);
      for (const e of editions) console.log(`[newsletter] edition ${JSON.stringify(e)}`);
    } catch (error) {
      console.error('[newsletter] the digest could not be prepared:', error instanceof Error ? error.message : error);
    }
    const result = await drainQueue({ db: ctx.db, transport, max: MAX_PER_TICK });
    if (result.delivered + result.failed + result.retried > 0) console.log(`[newsletter] mail ${JSON.stringify(result)}`);
  };
  const tick = () => {
    running ??= work()
      .catch((error: unknown) => console.error('[newsletter] mail runner:', error instanceof Error ? error.message : error))
      .finally(() => (running = null));
    return running;
  };
  const timer = setInterval(() => void tick(), MAIL_POLL_MS);
  timer.unref();
  const runner: Runner = {
    tick,
    stop: async () => {
      clearInterval(timer);
      await running;
      transport.close();
      await lock.release();
      delete holder.dallasLocalMailRunner;
    },
  };
  holder.dallasLocalMailRunner = runner;
  return runner;
}
