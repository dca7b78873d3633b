/**
 * The newsletter's database side: signups with double opt-in, confirmation, unsubscribing,
 * preferences, the daily and weekly digests, and contact messages forwarded to the newsroom. Every
 * mail goes through the queue (src/server/mail/queue.ts); nothing here talks to SMTP.
 */
import { render, toPlainText } from '@react-email/render';
import { sql } from 'drizzle-orm';
import { site } from '@/config/site';
import { storyCategories, type StoryCategory } from '@/content/schemas';
import type { Database, NewContactMessage } from '@/server/db/store';
import { enqueue, query, type NewMail } from '@/server/mail/queue';
import { mayConfirmAgain } from './confirmLimit';
import { groupForReader, topicsKey, type DigestStory } from './digest';
import { ContactForwardEmail } from './emails/ContactForwardEmail';
import { AlreadySubscribedEmail } from './emails/AlreadySubscribedEmail';
import { ConfirmationEmail } from './emails/ConfirmationEmail';
import { DigestEmail, digestSubject } from './emails/DigestEmail';
import { confirmToken, signLink } from './links';
import { DIGEST_TIME_ZONE, dueEditions, editionKey, editionWindow, type Edition, type Frequency } from './schedule';

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed' | 'bouncing';
export type NewsletterSubscriber = { id: number; email: string; status: SubscriberStatus; topics: StoryCategory[]; frequency: Frequency };

/** What the service needs besides the database: the link key and the site's public origin. */
export type NewsletterContext = { db: Database; key: Buffer; origin: string };

/** The stories published in (from, to]: the newsroom's published stories (src/server/newsletter/payloadStories.ts). */
export type StorySource = (from: Date, to: Date) => Promise<DigestStory[]>;

const url = (ctx: NewsletterContext, path: string, token: string) => `${ctx.origin}${path}?token=${encodeURIComponent(token)}`;

export function readerLinks(ctx: NewsletterContext, subscriberId: number) {
  return {
    unsubscribeUrl: url(ctx, '/newsletter/unsubscribe', signLink(ctx.key, 'unsubscribe', subscriberId)),
    preferencesUrl: url(ctx, '/newsletter/preferences', signLink(ctx.key, 'preferences', subscriberId)),
  };
}

/** The RFC 8058 one-click headers (and RFC 2369's List-Unsubscribe) for a reader's mail. */
export const unsubscribeHeaders = (unsubscribeUrl: string): Record<string, string> => ({
  'List-Unsubscribe': `<${unsubscribeUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

async function renderMail(element: React.ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(element);
  return { html, text: toPlainText(html) };
}

/**
 * A signup (the address already normalized): records the address as pending (again, after an
 * unsubscribe or bounces) and queues a confirmation mail; an address confirmed already gets its
 * preferences and unsubscribe links instead. Either mail at most as often as confirmLimit.ts allows,
 * counting from the address's last unsubscribe.
 * The caller answers the same in every case.
 */
export async function requestSubscription(ctx: NewsletterContext, typed: string, source: string, now = new Date()): Promise<'queued' | 'confirmed' | 'limited'> {
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    // One subscriber per address whatever its capitals (the unique index is on lower(email)); mail goes to
    // the address as first stored.
    const [row] = await query<{ id: number; email: string; status: SubscriberStatus; unsubscribed_at: string | Date | null }>(
      db,
      sql`INSERT INTO subscribers (email, source) VALUES (${typed}, ${source})
          ON CONFLICT ((lower(email))) DO UPDATE SET
            status = CASE WHEN subscribers.status IN ('unsubscribed', 'bouncing') THEN 'pending' ELSE subscribers.status END,
            consecutive_bounces = CASE WHEN subscribers.status IN ('unsubscribed', 'bouncing') THEN 0 ELSE subscribers.consecutive_bounces END
          RETURNING id, email, status, unsubscribed_at`,
    );
    if (!row) throw new Error('The subscriber was not stored');
    const { email } = row;
    // The row lock (taken by the upsert) makes concurrent signups of one address wait for each other here.
    // The answers to a signup (a confirmation, or for a confirmed address its links) share one limit.
    const sent = await query<{ created_at: string | Date }>(
      db,
      sql`SELECT created_at FROM mail_queue WHERE to_address = ${email} AND kind = 'confirmation'
          AND created_at > ${new Date(now.getTime() - 24 * 60 * 60_000).toISOString()}::timestamptz`,
    );
    // An unsubscribe (proved by the address's own link) clears the limit: a reader who unsubscribed by
    // mistake and signs up again at once gets the confirmation the form promises.
    const clearedAt = row.unsubscribed_at === null ? null : new Date(row.unsubscribed_at);
    const mayAnswer = mayConfirmAgain(sent.map((r) => new Date(r.created_at)), now, clearedAt);
    if (row.status === 'confirmed') {
      // Most likely its owner lost the links to change or stop it: send them.
      if (mayAnswer) {
        const links = readerLinks(ctx, row.id);
        const body = await renderMail(<AlreadySubscribedEmail email={email} {...links} />);
        await enqueue(db, [{ kind: 'confirmation', to: email, subscriberId: row.id, subject: `Your ${site.name} newsletter`, ...body }], now);
      }
      return 'confirmed';
    }
    if (!mayAnswer) return 'limited';
    const confirmUrl = url(ctx, '/newsletter/confirm', confirmToken(ctx.key, row.id, now));
    const body = await renderMail(<ConfirmationEmail confirmUrl={confirmUrl} email={email} />);
    await enqueue(db, [{ kind: 'confirmation', to: email, subscriberId: row.id, subject: `Confirm your ${site.name} newsletter`, ...body }], now);
    return 'queued';
  });
}

export async function subscriberById(db: Database, id: number): Promise<NewsletterSubscriber | undefined> {
  const [row] = await query<NewsletterSubscriber>(db, sql`SELECT id, email, status, topics, frequency FROM subscribers WHERE id = ${id}`);
  return row;
}

/**
 * The confirmation link was followed: a pending (or bouncing) address becomes confirmed. An address
 * unsubscribed since the link was sent stays unsubscribed: following the old link again (the reader, or
 * a mail scanner fetching it) must not undo an unsubscribe; signing up again sends a new link.
 */
export async function confirmSubscriber(db: Database, id: number, now = new Date()): Promise<NewsletterSubscriber | undefined> {
  await query(
    db,
    sql`UPDATE subscribers SET status = 'confirmed', confirmed_at = ${now.toISOString()}::timestamptz, consecutive_bounces = 0
        WHERE id = ${id} AND status IN ('pending', 'bouncing')`,
  );
  return subscriberById(db, id);
}

export async function unsubscribe(db: Database, id: number, now = new Date()): Promise<NewsletterSubscriber | undefined> {
  await query(db, sql`UPDATE subscribers SET status = 'unsubscribed', unsubscribed_at = ${now.toISOString()}::timestamptz WHERE id = ${id} AND status <> 'unsubscribed'`);
  await query(db, sql`UPDATE mail_queue SET status = 'cancelled', last_error = 'The reader unsubscribed before it was sent.' WHERE subscriber_id = ${id} AND kind = 'digest' AND status = 'queued'`);
  return subscriberById(db, id);
}

export async function savePreferences(db: Database, id: number, topics: readonly string[], frequency: Frequency): Promise<NewsletterSubscriber | undefined> {
  const known = storyCategories.filter((c) => topics.includes(c));
  await query(db, sql`UPDATE subscribers SET topics = ${`{${known.map((t) => `"${t}"`).join(',')}}`}::text[], frequency = ${frequency} WHERE id = ${id}`);
  return subscriberById(db, id);
}

/** A new contact message, forwarded to the newsroom's address with Reply-To the reader. */
export async function forwardContactMessage(db: Database, message: NewContactMessage, newsroomEmail: string, now = new Date()): Promise<void> {
  const body = await renderMail(<ContactForwardEmail message={message} />);
  await enqueue(db, [{ kind: 'contact', to: newsroomEmail, replyTo: message.email, subject: `[Contact] ${message.subject}`, ...body }], now);
}

const dateLabel = (edition: Edition) =>
  new Intl.DateTimeFormat('en-US', { timeZone: DIGEST_TIME_ZONE, weekday: 'long', month: 'long', day: 'numeric' }).format(edition.to);

const UNSUBSCRIBE_MARK = 'https://unsubscribe.invalid/';
const PREFERENCES_MARK = 'https://preferences.invalid/';

type Reader = { id: number; email: string; topics: string[] };

/**
 * The digest mails of one edition for `readers`: one rendering per set of topics, the reader's own
 * links put in afterwards (10,000 readers do not mean 10,000 renderings). Readers with nothing new in
 * their topics get nothing.
 */
export async function digestMails(
  ctx: NewsletterContext,
  edition: Edition,
  stories: DigestStory[],
  readers: Reader[],
  sendId: number | null,
  linksFor: (readerId: number) => ReturnType<typeof readerLinks> = (id) => readerLinks(ctx, id),
): Promise<NewMail[]> {
  const rendered = new Map<string, { html: string; text: string } | null>();
  const mails: NewMail[] = [];
  const label = dateLabel(edition);
  for (const reader of readers) {
    const key = topicsKey(reader.topics);
    if (!rendered.has(key)) {
      const groups = groupForReader(stories, reader.topics);
      rendered.set(
        key,
        groups.length === 0
          ? null
          : await renderMail(
              <DigestEmail groups={groups} frequency={edition.frequency} dateLabel={label} unsubscribeUrl={UNSUBSCRIBE_MARK} preferencesUrl={PREFERENCES_MARK} siteUrl={ctx.origin} />,
            ),
      );
    }
    const body = rendered.get(key);
    if (!body) continue;
    const links = linksFor(reader.id);
    const personal = (s: string) => s.replaceAll(UNSUBSCRIBE_MARK, links.unsubscribeUrl).replaceAll(PREFERENCES_MARK, links.preferencesUrl);
    mails.push({
      kind: 'digest',
      to: reader.email,
      subscriberId: reader.id,
      sendId,
      subject: digestSubject(edition.frequency, label),
      html: personal(body.html),
      text: personal(body.text),
      headers: unsubscribeHeaders(links.unsubscribeUrl),
    });
  }
  return mails;
}

/** An edition as recorded: how many stories it had, for how many readers it was queued, and when. */
export type RecordedEdition = { stories: number; recipients: number; at: Date };

export type EditionResult =
  | { edition: string; stories: number; recipients: number }
  /** It went out with stories already (`earlier`): it is never sent twice. */
  | { edition: string; skipped: 'already-sent'; earlier: RecordedEdition }
  /** No story in its window: nothing sent now; `earlier` is the record of an edition that sent nothing, if any. */
  | { edition: string; skipped: 'no-stories'; earlier: RecordedEdition | null };

/**
 * Sends one edition: records it (frequency, date), then queues a mail per confirmed reader of that
 * frequency, in the same transaction; senders of one edition (the runner, an editor's "Send now") take
 * turns. An edition that went out with stories is never sent again. With no story in its window nothing
 * is sent: the edition is recorded with no stories and no readers (`recordEmpty`, the runner at 7:00, so
 * that it does not try again all day), or left unrecorded (an editor's "Send now" before 7:00 must not
 * stop the 7:00 edition). An edition recorded with no stories sent nothing to anyone: it is sent when
 * asked again and its window has stories by then (a story backdated into it, or published again).
 */
export async function sendEdition(
  ctx: NewsletterContext,
  edition: Edition,
  stories: StorySource,
  now = new Date(),
  { recordEmpty = true }: { recordEmpty?: boolean } = {},
): Promise<EditionResult> {
  const key = editionKey(edition.frequency, edition.date);
  const found = await stories(edition.from, edition.to);
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await query(db, sql`SELECT pg_advisory_xact_lock(hashtext(${`newsletter-edition:${key}`}))`);
    const [row] = await query<{ id: number; story_count: number; recipient_count: number; created_at: string | Date }>(
      db,
      sql`SELECT id, story_count, recipient_count, created_at FROM newsletter_sends
          WHERE frequency = ${edition.frequency} AND edition_date = ${edition.date} AND kind = 'digest'`,
    );
    const earlier: RecordedEdition | null = row
      ? { stories: Number(row.story_count), recipients: Number(row.recipient_count), at: new Date(row.created_at) }
      : null;
    if (earlier && earlier.stories > 0) return { edition: key, skipped: 'already-sent' as const, earlier };
    if (found.length === 0) {
      if (earlier || !recordEmpty) return { edition: key, skipped: 'no-stories' as const, earlier };
      await query(
        db,
        sql`INSERT INTO newsletter_sends (frequency, edition_date, story_count, recipient_count) VALUES (${edition.frequency}, ${edition.date}, 0, 0)`,
      );
      return { edition: key, stories: 0, recipients: 0 };
    }
    const [send] = row
      ? await query<{ id: number }>(
          db,
          sql`UPDATE newsletter_sends SET story_count = ${found.length}, recipient_count = 0, created_at = now()
              WHERE id = ${row.id} RETURNING id`,
        )
      : await query<{ id: number }>(
          db,
          sql`INSERT INTO newsletter_sends (frequency, edition_date, story_count, recipient_count)
              VALUES (${edition.frequency}, ${edition.date}, ${found.length}, 0) RETURNING id`,
        );
    if (!send) throw new Error(`The edition ${key} was not recorded`);
    const readers = await query<Reader>(
      db,
      sql`SELECT id, email, topics FROM subscribers WHERE status = 'confirmed' AND frequency = ${edition.frequency} ORDER BY id`,
    );
    const mails = await digestMails({ ...ctx, db }, edition, found, readers, send.id);
    await enqueue(db, mails, now);
    await query(db, sql`UPDATE newsletter_sends SET recipient_count = ${mails.length} WHERE id = ${send.id}`);
    return { edition: key, stories: found.length, recipients: mails.length };
  });
}

/** The editions due at `now` (schedule.ts) that are not recorded yet, each sent once. */
export async function sendDueEditions(ctx: NewsletterContext, stories: StorySource, now = new Date()): Promise<EditionResult[]> {
  const recent = await query<{ frequency: Frequency; edition_date: string | Date }>(
    ctx.db,
    sql`SELECT frequency, edition_date::text AS edition_date FROM newsletter_sends WHERE edition_date >= (${now.toISOString()}::timestamptz - interval '2 days')::date`,
  );
  const sent = new Set(recent.map((r) => editionKey(r.frequency, String(r.edition_date))));
  const results: EditionResult[] = [];
  for (const edition of dueEditions(now, sent)) results.push(await sendEdition(ctx, edition, stories, now));
  return results;
}

/**
 * The preferences and unsubscribe links of a digest that no reader gets (a test, the admin's preview):
 * both lead to the newsletter's page, where signed links would answer 400.
 */
export const noReaderLinks = (ctx: NewsletterContext) => () => {
  const page = `${ctx.origin}/newsletter`;
  return { unsubscribeUrl: page, preferencesUrl: page };
};

/** A second "send a test" of the same edition to the same address within this time is the same request (a double click). */
export const TEST_REPEAT_MS = 60_000;

/**
 * The digest a reader would get for `edition`, sent to one address only (the admin's "send a test to me").
 * Its preferences and unsubscribe links belong to no reader: they lead to the newsletter's page. A second
 * test of the edition to the same address within TEST_REPEAT_MS is not queued again.
 */
export async function sendTestDigest(ctx: NewsletterContext, to: string, frequency: Frequency, date: string, stories: StorySource, now = new Date()) {
  const edition = editionWindow(frequency, date);
  const found = await stories(edition.from, edition.to);
  const mails = await digestMails(ctx, edition, found, [{ id: 0, email: to, topics: [] }], null, noReaderLinks(ctx));
  const test = mails.map((m) => ({ ...m, kind: 'test' as const, subscriberId: null, subject: `[Test] ${m.subject}`, headers: {} }));
  if (test.length === 0) return { stories: false, repeated: false };
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    // Two clicks arrive as two concurrent requests: one at a time per address, the second sees the first's mail.
    await query(db, sql`SELECT pg_advisory_xact_lock(hashtext(${`newsletter-test:${to.toLowerCase()}`}))`);
    const recent = await query<{ id: number }>(
      db,
      sql`SELECT id FROM mail_queue WHERE kind = 'test' AND lower(to_address) = ${to.toLowerCase()} AND subject = ${test[0]!.subject}
          AND created_at > ${new Date(now.getTime() - TEST_REPEAT_MS).toISOString()}::timestamptz LIMIT 1`,
    );
    if (recent.length > 0) return { stories: true, repeated: true };
    await enqueue(db, test, now);
    return { stories: true, repeated: false };
  });
}
