/**
 * Drains the mail queue: claims due messages, sends each through the transport and records the
 * outcome right after the server's answer (see queue.ts for the crash guarantees).
 */
import type { Database } from '@/server/db/store';
import { failureKind } from './backoff';
import { claim, markDelivered, markFailed, markSending, recover, type MailRow } from './queue';
import type { Transport } from './transport';

export type DrainOptions = {
  db: Database;
  transport: Transport;
  /** The clock (tests pass a fake one). */
  now?: () => Date;
  /** Messages handed to the SMTP server at once (nodemailer's pool keeps up to 5 connections). */
  concurrency?: number;
  /** Messages claimed per round trip to the database. */
  batchSize?: number;
  /** Stop after this many messages (the runner's tick does not run for ever). */
  max?: number;
};

export type DrainResult = { delivered: number; failed: number; retried: number };

export async function drainQueue({ db, transport, now = () => new Date(), concurrency = 4, batchSize = 100, max = Infinity }: DrainOptions): Promise<DrainResult> {
  const result: DrainResult = { delivered: 0, failed: 0, retried: 0 };
  await recover(db, now());
  let handled = 0;
  while (handled < max) {
    const batch = await claim(db, Math.min(batchSize, max - handled), now());
    if (batch.length === 0) break;
    handled += batch.length;
    let next = 0;
    const worker = async () => {
      for (let mail = batch[next++]; mail; mail = batch[next++]) await sendOne(db, transport, mail, now, result);
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, worker));
  }
  return result;
}

async function sendOne(db: Database, transport: Transport, mail: MailRow, now: () => Date, result: DrainResult): Promise<void> {
  if (!(await markSending(db, mail, now()))) return; // no longer ours (expired and claimed again, or cancelled)
  try {
    await transport.send(mail);
  } catch (error) {
    const kind = failureKind(error);
    await markFailed(db, mail, kind, error instanceof Error ? error.message : String(error), now());
    if (kind === 'permanent') result.failed++;
    else result.retried++;
    return;
  }
  await markDelivered(db, mail, transport.delivers, now());
  result.delivered++;
}
