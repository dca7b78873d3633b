/**
 * Queues mail in the outbox (queue.ts) and wakes this process's sender. Free of `server-only`: the
 * collections' hooks load it (an event submission's decision, a story ready for review).
 */
import { getDatabase } from '@/server/db/client';
import { nudgeMailRunner } from '@/server/newsletter/nudge';
import { enqueue, type NewMail } from './queue';

export async function queueMails(mails: readonly NewMail[]): Promise<void> {
  if (mails.length === 0) return;
  await enqueue(await getDatabase(), [...mails]);
  nudgeMailRunner();
}
