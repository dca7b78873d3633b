/**
 * `npm run bench:newsletter [-- --count 10000]`: the time to send a daily digest to 10,000 confirmed
 * readers through a local SMTP server: preparing the edition (rendering per set of topics and queuing
 * every mail in one transaction), then draining the queue over SMTP (nodemailer's pool) to a server
 * that discards what it receives (scripts/lib/smtp-sink.mjs, its own process). Uses a throwaway
 * PostgreSQL cluster (Debian's postgresql, as the integration tests).
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { storyCategories } from '@/content/schemas';
import { openConnection } from '@/server/db/client';
import { query } from '@/server/mail/queue';
import { drainQueue } from '@/server/mail/sender';
import { smtpTransport } from '@/server/mail/transport';
import { startPostgres } from '@/test/postgresCluster';
import type { DigestStory } from './digest';
import { editionWindow } from './schedule';
import { sendEdition } from './service';

const countArg = process.argv.indexOf('--count');
const count = countArg > 0 ? Number(process.argv[countArg + 1]) : 10_000;
const concurrency = Number(process.env.MAIL_CONCURRENCY) || 4;

const cluster = await startPostgres();
const sink = fork(path.resolve('scripts/lib/smtp-sink.mjs'), [], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
const [line] = (await once(sink.stdout!, 'data')) as [Buffer];
const { port } = JSON.parse(line.toString()) as { port: number };
const connection = await openConnection({ databaseUrl: cluster.url });
const transport = smtpTransport(`smtp://127.0.0.1:${port}?pool=true&maxConnections=${concurrency}&maxMessages=1000`, '"Dallas Local" <newsletter@dallaslocal.news>');
try {
  const db = connection.db;
  // Readers: a fifth choose no topic (all), the others one to three topics.
  const topicSets = sql.raw(`ARRAY['{}', '{Politics}', '{Sports,Food}', '{Business,Education,Health}', '{Culture}']`);
  await query(
    db,
    sql`INSERT INTO subscribers (email, source, status, topics)
        SELECT 'reader' || i || '@example.com', 'bench', 'confirmed', (${topicSets})[1 + i % 5]::text[]
        FROM generate_series(1, ${count}) AS i`,
  );
  const edition = editionWindow('daily', '2026-11-23');
  const stories: DigestStory[] = storyCategories.map((category, i) => ({
    title: `${category}: a story of the day with a headline of usual length`,
    summary: 'A summary of two sentences, as the newsroom writes them. It tells the reader what happened and why it matters.',
    category,
    href: `https://dallaslocal.news/news/story-${i}`,
    imageUrl: `https://dallaslocal.news/media/story-${i}.png`,
    imageAlt: 'A photo of the scene',
    publishedAt: new Date(edition.to.getTime() - (i + 1) * 3600_000).toISOString(),
  }));
  const started = performance.now();
  const prepared = await sendEdition({ db, key: Buffer.alloc(32, 1), origin: 'https://dallaslocal.news' }, edition, async () => stories, edition.to);
  const queuedAt = performance.now();
  const result = await drainQueue({ db, transport, now: () => edition.to, concurrency, batchSize: 200 });
  const done = performance.now();
  sink.send('count');
  const [{ received }] = (await once(sink, 'message')) as [{ received: number }];
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  console.log(JSON.stringify({ prepared, result, received }));
  console.log(`Prepared (render + queue) ${count} digests in ${seconds(queuedAt - started)} s`);
  console.log(`Sent over SMTP in ${seconds(done - queuedAt)} s (${Math.round((result.delivered * 1000) / (done - queuedAt))} messages/s, ${concurrency} connections)`);
  console.log(`Total: ${seconds(done - started)} s for ${received} messages received by the local SMTP server`);
} finally {
  transport.close();
  sink.kill('SIGTERM');
  await connection.close();
  await cluster.stop();
}
