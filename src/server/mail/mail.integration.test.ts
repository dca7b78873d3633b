// @vitest-environment node
import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openConnection, type Connection } from '@/server/db/client';
import { startPostgres, type PostgresCluster } from '@/test/postgresCluster';
import { startTestSmtp, type TestSmtp } from '@/test/smtpServer';
import { claim, enqueue, markSending, query, recover, type NewMail } from './queue';
import { drainQueue } from './sender';
import { smtpTransport, type Transport } from './transport';

let cluster: PostgresCluster;
let connection: Connection;
let smtp: TestSmtp;
let transport: Transport;

beforeAll(async () => {
  cluster = await startPostgres();
  connection = await openConnection({ databaseUrl: cluster.url });
  smtp = await startTestSmtp();
  transport = smtpTransport(smtp.url, '"Dallas Local" <newsletter@dallaslocal.news>');
}, 90_000);

afterAll(async () => {
  transport?.close();
  await smtp?.stop();
  await connection?.close();
  await cluster?.stop();
}, 30_000);

beforeEach(async () => {
  await query(connection.db, sql`TRUNCATE mail_queue, subscribers`);
  smtp.messages.length = 0;
  smtp.refuse.clear();
});

const mail = (i: number, to = `reader${i}@example.com`): NewMail => ({ kind: 'test', to, subject: `Message ${i}`, text: `Body ${i}` });

const statuses = async () =>
  query<{ id: string; status: string; subject: string }>(connection.db, sql`SELECT id, status, subject FROM mail_queue ORDER BY id`);

describe('the mail queue against a real SMTP server', () => {
  it('records each message before sending and marks it sent once the server accepted it', async () => {
    await enqueue(connection.db, [mail(1), { ...mail(2), replyTo: 'ana@example.com', headers: { 'X-Test': 'yes' } }]);
    expect((await statuses()).map((r) => r.status)).toEqual(['queued', 'queued']);
    const result = await drainQueue({ db: connection.db, transport });
    expect(result).toEqual({ delivered: 2, failed: 0, retried: 0 });
    expect((await statuses()).map((r) => r.status)).toEqual(['sent', 'sent']);
    const second = smtp.messages.find((m) => m.subject === 'Message 2');
    expect(second?.replyTo?.text).toBe('ana@example.com');
    expect(second?.headers.get('x-test')).toBe('yes');
    expect(second?.messageId).toMatch(/^<mail-\d+@dallaslocal\.news>$/);
  });

  it('retries with back-off while the SMTP server is down and delivers everything once when it is back', async () => {
    await smtp.stop();
    // Queued on the test's own clock: the queue's times and the sender's must be the same clock.
    let now = new Date('2026-11-23T12:00:00Z');
    const clock = () => now;
    await enqueue(connection.db, Array.from({ length: 20 }, (_, i) => mail(i)), now);
    expect(await drainQueue({ db: connection.db, transport, now: clock })).toEqual({ delivered: 0, failed: 0, retried: 20 });
    expect(new Set((await statuses()).map((r) => r.status))).toEqual(new Set(['queued']));
    // Not due before the back-off ran out, even with the server back.
    await smtp.start();
    now = new Date('2026-11-23T12:00:30Z');
    expect(await drainQueue({ db: connection.db, transport, now: clock })).toEqual({ delivered: 0, failed: 0, retried: 0 });
    now = new Date('2026-11-23T12:01:01Z');
    expect(await drainQueue({ db: connection.db, transport, now: clock })).toEqual({ delivered: 20, failed: 0, retried: 0 });
    expect(await drainQueue({ db: connection.db, transport, now: clock })).toEqual({ delivered: 0, failed: 0, retried: 0 });
    const subjects = smtp.messages.map((m) => m.subject).sort();
    expect(subjects).toEqual(Array.from({ length: 20 }, (_, i) => `Message ${i}`).sort());
  }, 60_000);

  it('marks an address bouncing after three permanent refusals in a row, and not after a success in between', async () => {
    await query(
      connection.db,
      sql`INSERT INTO subscribers (email, source, status) VALUES ('gone@example.com', 'test', 'confirmed'), ('flaky@example.com', 'test', 'confirmed')`,
    );
    const status = async (email: string) =>
      (await query<{ status: string }>(connection.db, sql`SELECT status FROM subscribers WHERE email = ${email}`))[0]?.status;
    smtp.refuse.add('gone@example.com');
    smtp.refuse.add('flaky@example.com');
    for (const round of [1, 2]) {
      await enqueue(connection.db, [mail(round, 'gone@example.com'), mail(round, 'flaky@example.com')]);
      expect(await drainQueue({ db: connection.db, transport })).toEqual({ delivered: 0, failed: 2, retried: 0 });
    }
    expect(await status('gone@example.com')).toBe('confirmed');
    smtp.refuse.delete('flaky@example.com');
    await enqueue(connection.db, [mail(3, 'gone@example.com'), mail(3, 'flaky@example.com')]);
    expect(await drainQueue({ db: connection.db, transport })).toEqual({ delivered: 1, failed: 1, retried: 0 });
    expect(await status('gone@example.com')).toBe('bouncing');
    expect(await status('flaky@example.com')).toBe('confirmed');
    const failed = await query<{ status: string; last_error: string }>(connection.db, sql`SELECT status, last_error FROM mail_queue WHERE to_address = 'gone@example.com'`);
    expect(failed.every((r) => r.status === 'failed' && r.last_error.includes('550'))).toBe(true);
  }, 30_000);

  it('a sender whose claim expired and was taken again may not send the message', async () => {
    await enqueue(connection.db, [mail(1)], new Date('2026-11-23T12:00:00Z'));
    const [first] = await claim(connection.db, 10, new Date('2026-11-23T12:00:00Z'));
    expect(await recover(connection.db, new Date('2026-11-23T12:10:00Z'))).toMatchObject({ requeued: 1, inDoubt: 0 });
    const [second] = await claim(connection.db, 10, new Date('2026-11-23T12:10:00Z'));
    expect(second?.id).toBe(first?.id);
    expect(await markSending(connection.db, first!, new Date('2026-11-23T12:10:01Z'))).toBe(false);
    expect(await markSending(connection.db, second!, new Date('2026-11-23T12:10:01Z'))).toBe(true);
  });

  it('SIGKILL during a send of 500 messages: each is delivered exactly once or kept, none lost, none twice', async () => {
    const total = 500;
    await enqueue(connection.db, Array.from({ length: total }, (_, i) => mail(i)));
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('src/server/mail/drainChild.ts')], {
      env: { ...process.env, DATABASE_URL: cluster.url, SMTP_URL: smtp.url, MAIL_FROM: 'newsletter@dallaslocal.news', MAIL_BATCH: '25' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    await smtp.waitFor(150, 60_000).catch((error: unknown) => {
      throw new Error(`${String(error)}; sender said: ${stderr}`);
    });
    child.kill('SIGKILL');
    await exited;
    await smtp.idle();

    const bySubject = (messages: typeof smtp.messages) => {
      const counts = new Map<string, number>();
      for (const m of messages) counts.set(m.subject ?? '', (counts.get(m.subject ?? '') ?? 0) + 1);
      return counts;
    };
    const deliveredAtKill = bySubject(smtp.messages);
    expect(deliveredAtKill.size).toBeLessThan(total); // it really was cut short
    expect([...deliveredAtKill.values()].every((n) => n === 1)).toBe(true);

    // The leases run out (as for the next sender after the crash).
    const afterLease = new Date(Date.now() + 60 * 60_000);
    await recover(connection.db, afterLease);
    const rows = await statuses();
    const inDoubt = rows.filter((r) => r.status === 'in-doubt');
    expect(inDoubt.length).toBeLessThanOrEqual(4); // at most one per worker was with the server
    for (const row of rows) {
      const delivered = deliveredAtKill.get(row.subject) ?? 0;
      if (row.status === 'sent') expect(delivered, row.subject).toBe(1);
      else if (row.status === 'queued') expect(delivered, row.subject).toBe(0);
      else expect(row.status, row.subject).toBe('in-doubt');
    }

    // The next sender finishes the queue: nothing twice, nothing lost.
    await drainQueue({ db: connection.db, transport });
    await smtp.idle();
    const final = bySubject(smtp.messages);
    expect([...final.values()].every((n) => n === 1)).toBe(true);
    const doubtful = new Set(inDoubt.map((r) => r.subject));
    for (let i = 0; i < total; i++) {
      const subject = `Message ${i}`;
      if (!doubtful.has(subject)) expect(final.get(subject), subject).toBe(1);
    }
    const after = await statuses();
    expect(after.filter((r) => r.status === 'sent').length).toBe(total - inDoubt.length);
  }, 120_000);
});
