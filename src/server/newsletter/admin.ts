/**
 * The newsroom's newsletter page (/newsletter/admin, editors and admins only): subscribers by status,
 * frequency and topic, the last editions with their mail counts, the queue, a preview of tomorrow's
 * digest, "send a test to me" and "send now" (today's daily edition, once, even before 7:00; an edition
 * that had no stories sent nothing, and the page says so: sendNowNotice.ts).
 */
import { sql } from 'drizzle-orm';
import { storyCategories } from '@/content/schemas';
import type { Database } from '@/server/db/store';
import { countByStatus, query } from '@/server/mail/queue';
import { html, htmlPage, type Html } from './html';
import { dallasClock, editionWindow, nextDailyEdition } from './schedule';
import { sendNowNotice } from './sendNowNotice';
import { digestMails, noReaderLinks, sendEdition, sendTestDigest, type NewsletterContext, type StorySource } from './service';

export type NewsletterStats = {
  byStatus: Record<string, number>;
  byFrequency: Record<string, number>;
  /** Confirmed readers per topic; readers who chose no topic get them all and are counted in each. */
  byTopic: Array<{ topic: string; readers: number }>;
  lastSends: Array<{ edition: string; frequency: string; stories: number; recipients: number; sent: number; pending: number; failed: number; at: string }>;
  queue: Record<string, number>;
};

export async function newsletterStats(db: Database): Promise<NewsletterStats> {
  const statuses = await query<{ status: string; n: string }>(db, sql`SELECT status, count(*) AS n FROM subscribers GROUP BY status`);
  const frequencies = await query<{ frequency: string; n: string }>(db, sql`SELECT frequency, count(*) AS n FROM subscribers WHERE status = 'confirmed' GROUP BY frequency`);
  const topics = await query<{ topic: string; n: string }>(
    db,
    sql`SELECT t.topic, count(*) AS n FROM subscribers s
        CROSS JOIN LATERAL unnest(CASE WHEN cardinality(s.topics) = 0 THEN ${`{${storyCategories.map((c) => `"${c}"`).join(',')}}`}::text[] ELSE s.topics END) AS t(topic)
        WHERE s.status = 'confirmed' GROUP BY t.topic`,
  );
  const sends = await query<{ edition_date: string; frequency: string; story_count: number; recipient_count: number; created_at: Date | string; sent: string; pending: string; failed: string }>(
    db,
    sql`SELECT ns.edition_date::text AS edition_date, ns.frequency, ns.story_count, ns.recipient_count, ns.created_at,
          count(m.id) FILTER (WHERE m.status IN ('sent', 'outbox')) AS sent,
          count(m.id) FILTER (WHERE m.status IN ('queued', 'claimed', 'sending')) AS pending,
          count(m.id) FILTER (WHERE m.status IN ('failed', 'in-doubt')) AS failed
        FROM newsletter_sends ns LEFT JOIN mail_queue m ON m.send_id = ns.id
        GROUP BY ns.id ORDER BY ns.created_at DESC LIMIT 10`,
  );
  const topicCounts = new Map(topics.map((t) => [t.topic, Number(t.n)]));
  return {
    byStatus: Object.fromEntries(statuses.map((r) => [r.status, Number(r.n)])),
    byFrequency: Object.fromEntries(frequencies.map((r) => [r.frequency, Number(r.n)])),
    byTopic: storyCategories.map((topic) => ({ topic, readers: topicCounts.get(topic) ?? 0 })),
    lastSends: sends.map((s) => ({
      edition: s.edition_date,
      frequency: s.frequency,
      stories: Number(s.story_count),
      recipients: Number(s.recipient_count),
      sent: Number(s.sent),
      pending: Number(s.pending),
      failed: Number(s.failed),
      at: new Date(s.created_at).toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
    })),
    queue: await countByStatus(db),
  };
}

/**
 * Tomorrow's digest as a reader with every topic would get it (HTML), or null when nothing is new yet.
 * Its preferences and unsubscribe links lead to the newsletter's page, as a test mail's do.
 */
export async function previewDigest(ctx: NewsletterContext, stories: StorySource, now: Date): Promise<string | null> {
  const edition = nextDailyEdition(now);
  const [mail] = await digestMails(ctx, edition, await stories(edition.from, edition.to), [{ id: 0, email: 'preview@example.com', topics: [] }], null, noReaderLinks(ctx));
  return mail?.html ?? null;
}

export type AdminAction = 'test' | 'send-now';

/** Runs an editor's action; the sentence to show. */
export async function runAdminAction(ctx: NewsletterContext, stories: StorySource, action: AdminAction, editorEmail: string, now: Date): Promise<string> {
  if (action === 'test') {
    const edition = nextDailyEdition(now);
    const sent = await sendTestDigest(ctx, editorEmail, 'daily', edition.date, stories, now);
    if (!sent.stories) return 'No new story for the next digest yet: nothing was sent.';
    if (sent.repeated) return `A test of the ${edition.date} digest was queued for ${editorEmail} less than a minute ago: it is not sent again.`;
    return `A test of the ${edition.date} digest is queued for ${editorEmail}.`;
  }
  const edition = editionWindow('daily', dallasClock(now).date);
  // Before 7:00 an edition with nothing in it yet is not recorded: the 7:00 run still sends it.
  return sendNowNotice(await sendEdition(ctx, edition, stories, now, { recordEmpty: false }), edition, now);
}

/**
 * A table in a box that scrolls sideways on a phone (the editions' eight columns are wider than one),
 * instead of the whole page; focusable, so that the keyboard can scroll it, and named by `label`.
 */
const table = (label: string, head: string[], rows: Array<Array<string | number>>): Html =>
  html`<div class="scroll" role="region" aria-label="${label}" tabindex="0"><table><thead><tr>${head.map((h) => html`<th scope="col">${h}</th>`)}</tr></thead><tbody>${rows.map(
    (r) => html`<tr>${r.map((c) => html`<td>${c}</td>`)}</tr>`,
  )}</tbody></table></div>`;

export function adminPageHtml(stats: NewsletterStats, editorEmail: string, notice: string | null, status = 200): Response {
  const statuses = ['pending', 'confirmed', 'unsubscribed', 'bouncing'];
  return htmlPage(
    'Newsletter',
    html`<h1>Newsletter</h1>
${notice ? html`<p role="status"><strong>${notice}</strong></p>` : html``}
<h2>Subscribers</h2>${table('Subscribers', statuses, [statuses.map((s) => stats.byStatus[s] ?? 0)])}
<p>Confirmed readers: ${stats.byFrequency.daily ?? 0} daily, ${stats.byFrequency.weekly ?? 0} weekly (Saturdays).</p>
<h2>Confirmed readers by topic</h2>${table('Confirmed readers by topic', ['Topic', 'Readers'], stats.byTopic.map((t) => [t.topic, t.readers]))}
<h2>Last editions</h2>${
      stats.lastSends.length === 0
        ? html`<p>No edition yet.</p>`
        : table('Last editions', ['Edition', 'Frequency', 'Stories', 'Readers', 'Sent', 'Waiting', 'Failed', 'Recorded'], stats.lastSends.map((s) => [s.edition, s.frequency, s.stories, s.recipients, s.sent, s.pending, s.failed, s.at]))
    }
<h2>Mail queue</h2>${table('Mail queue', ['Status', 'Messages'], Object.entries(stats.queue).map(([k, v]) => [k, v]))}
<h2>Tomorrow's digest</h2><p><a href="/newsletter/admin?preview=1">Preview tomorrow's digest</a> (the stories published so far).</p>
<form method="post" action="/newsletter/admin"><input type="hidden" name="action" value="test"><button type="submit">Send a test to me (${editorEmail})</button></form>
<h2>Send now</h2><p>Queues today's daily edition for every confirmed daily reader now, instead of at 7:00. An edition that went out with stories is never sent twice; one that had no stories sent nothing, and goes out if stories have been published for it since.</p>
<form method="post" action="/newsletter/admin"><input type="hidden" name="action" value="send-now"><button type="submit">Send today's edition now</button></form>`,
    status,
  );
}
