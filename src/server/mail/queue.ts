/**
 * The mail queue in the site's PostgreSQL (table `mail_queue`, src/server/db/schema.ts). A message is
 * written here before anything is sent; a sender claims due rows with `FOR UPDATE SKIP LOCKED` (so
 * several senders never take the same row) and a lease, marks each one `sending` just before handing
 * it to the SMTP server and `sent` right after the server accepted it.
 *
 * After a crash: a `claimed` row whose lease ran out was never handed to SMTP, so it goes back to the
 * queue; a `sending` row whose lease ran out may or may not have been accepted (the process died
 * between the server's answer and our write), so it becomes `in-doubt` and is not resent: a reader
 * never gets a message twice, and the row stays for the newsroom to see (`npm run newsroom -- outbox`).
 * At most one message per sender worker can be in doubt at a crash.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/store';
import { afterFailure, BOUNCES_BEFORE_BOUNCING, type FailureKind } from './backoff';

export type MailKind = 'confirmation' | 'digest' | 'contact' | 'test' | 'event-submission' | 'review';

export type NewMail = {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  replyTo?: string | null;
  headers?: Record<string, string>;
  subscriberId?: number | null;
  sendId?: number | null;
};

export type MailRow = {
  id: number;
  kind: MailKind;
  toAddress: string;
  subscriberId: number | null;
  subject: string;
  html: string | null;
  text: string;
  replyTo: string | null;
  headers: Record<string, string>;
  attempts: number;
  /** The claim's lease: only the sender holding this very claim may send the message. */
  claimedUntil: string;
};

export type MailStatus = 'queued' | 'claimed' | 'sending' | 'sent' | 'outbox' | 'failed' | 'in-doubt' | 'cancelled';

/** How long a claim holds (renewed for each message as it goes to the SMTP server). */
export const DEFAULT_LEASE_MS = 5 * 60_000;

/** Runs raw SQL on either driver and returns its rows. */
export async function query<T>(db: Database, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

/** Inserts messages (one statement, so all or none); returns their ids in order. */
export async function enqueue(db: Database, mails: NewMail[], now = new Date()): Promise<number[]> {
  if (mails.length === 0) return [];
  const ids: number[] = [];
  // Bounded statements: PostgreSQL allows 65,535 parameters per statement.
  for (let start = 0; start < mails.length; start += 1000) {
    const chunk = mails.slice(start, start + 1000);
    const values = chunk.map(
      (m) =>
        sql`(${m.kind}, ${m.to}, ${m.subscriberId ?? null}, ${m.sendId ?? null}, ${m.subject}, ${m.html ?? null}, ${m.text},
          ${m.replyTo ?? null}, ${JSON.stringify(m.headers ?? {})}::jsonb, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)`,
    );
    const rows = await query<{ id: string | number }>(
      db,
      sql`INSERT INTO mail_queue (kind, to_address, subscriber_id, send_id, subject, html, text, reply_to, headers, next_attempt_at, created_at)
          VALUES ${sql.join(values, sql`, `)} RETURNING id`,
    );
    ids.push(...rows.map((r) => Number(r.id)));
  }
  return ids;
}

/**
 * Puts expired leases right (see the module comment) and drops queued digests whose reader has since
 * unsubscribed or bounced. Returns how many rows each step touched.
 */
export async function recover(db: Database, now = new Date()): Promise<{ requeued: number; inDoubt: number; cancelled: number }> {
  const at = now.toISOString();
  const requeued = await query(
    db,
    sql`UPDATE mail_queue SET status = 'queued', lease_until = NULL WHERE status = 'claimed' AND lease_until < ${at}::timestamptz RETURNING id`,
  );
  const inDoubt = await query(
    db,
    sql`UPDATE mail_queue SET status = 'in-doubt', lease_until = NULL,
          last_error = 'The sender stopped while the SMTP server had this message: it may have been delivered, so it is not resent.'
        WHERE status = 'sending' AND lease_until < ${at}::timestamptz RETURNING id`,
  );
  const cancelled = await query(
    db,
    sql`UPDATE mail_queue m SET status = 'cancelled', last_error = 'The reader unsubscribed before it was sent.'
        FROM subscribers s
        WHERE m.subscriber_id = s.id AND m.kind = 'digest' AND m.status = 'queued' AND s.status <> 'confirmed' RETURNING m.id`,
  );
  return { requeued: requeued.length, inDoubt: inDoubt.length, cancelled: cancelled.length };
}

/** Claims up to `limit` due messages, oldest first, for `leaseMs`. */
export async function claim(db: Database, limit: number, now = new Date(), leaseMs = DEFAULT_LEASE_MS): Promise<MailRow[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const rows = await query<MailRow & { id: string | number }>(
    db,
    sql`UPDATE mail_queue SET status = 'claimed', lease_until = ${until}::timestamptz
        WHERE id IN (
          SELECT id FROM mail_queue WHERE status = 'queued' AND next_attempt_at <= ${at}::timestamptz
          ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id, kind, to_address AS "toAddress", subscriber_id AS "subscriberId", subject, html, text,
          reply_to AS "replyTo", headers, attempts`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), claimedUntil: until })).sort((a, b) => a.id - b.id);
}

/**
 * Just before the message goes to the SMTP server: from now on a crash leaves it in doubt. False when
 * the claim is no longer ours (it expired and another sender claimed the row again).
 */
export async function markSending(db: Database, row: Pick<MailRow, 'id' | 'claimedUntil'>, now = new Date(), leaseMs = DEFAULT_LEASE_MS): Promise<boolean> {
  // A fresh lease for this one message: a slow batch does not make its last messages look abandoned.
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const rows = await query(
    db,
    sql`UPDATE mail_queue SET status = 'sending', attempts = attempts + 1, lease_until = ${until}::timestamptz WHERE id = ${row.id} AND status = 'claimed' AND lease_until = ${row.claimedUntil}::timestamptz RETURNING id`,
  );
  return rows.length === 1;
}

/** The server accepted it (or, without SMTP, it is in the outbox); the address does not bounce. */
export async function markDelivered(db: Database, row: MailRow, status: 'sent' | 'outbox', now = new Date()): Promise<void> {
  // One round trip: the row, and the address's bounce count back to zero after a real delivery.
  await query(
    db,
    sql`WITH delivered AS (
          UPDATE mail_queue SET status = ${status}, sent_at = ${now.toISOString()}::timestamptz, lease_until = NULL, last_error = NULL
          WHERE id = ${row.id} RETURNING to_address)
        UPDATE subscribers SET consecutive_bounces = 0
        WHERE ${status} = 'sent' AND consecutive_bounces <> 0 AND email IN (SELECT to_address FROM delivered)`,
  );
}

/**
 * The attempt failed: retried later (temporary) or given up (permanent, or out of attempts). A
 * permanent refusal counts against the address; the third in a row marks its subscriber bouncing.
 */
export async function markFailed(db: Database, row: MailRow, kind: FailureKind, message: string, now = new Date()): Promise<void> {
  const attempts = row.attempts + 1;
  const outcome = afterFailure(kind, attempts, now);
  const error = message.slice(0, 500);
  if (outcome.status === 'queued') {
    await query(
      db,
      sql`UPDATE mail_queue SET status = 'queued', lease_until = NULL, last_error = ${error},
            next_attempt_at = ${outcome.nextAttemptAt.toISOString()}::timestamptz WHERE id = ${row.id}`,
    );
  } else {
    await query(db, sql`UPDATE mail_queue SET status = 'failed', lease_until = NULL, last_error = ${error} WHERE id = ${row.id}`);
  }
  if (kind === 'permanent') {
    await query(
      db,
      sql`UPDATE subscribers SET consecutive_bounces = consecutive_bounces + 1,
            status = CASE WHEN consecutive_bounces + 1 >= ${BOUNCES_BEFORE_BOUNCING} AND status IN ('pending', 'confirmed') THEN 'bouncing' ELSE status END
          WHERE email = ${row.toAddress}`,
    );
  }
}

/** Messages per status (the admin and `npm run newsroom -- outbox`). */
export async function countByStatus(db: Database): Promise<Partial<Record<MailStatus, number>>> {
  const rows = await query<{ status: MailStatus; n: string | number }>(db, sql`SELECT status, count(*) AS n FROM mail_queue GROUP BY status`);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}
