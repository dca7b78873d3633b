// @vitest-environment node
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConnection, type Connection } from '@/server/db/client';
import { enqueue, query } from '@/server/mail/queue';
import { drainQueue } from '@/server/mail/sender';
import { smtpTransport, type Transport } from '@/server/mail/transport';
import { startPostgres, type PostgresCluster } from '@/test/postgresCluster';
import { startTestSmtp, type TestSmtp } from '@/test/smtpServer';
import type { DigestStory } from './digest';
import { newsletterStats, previewDigest, runAdminAction } from './admin';
import { confirmPage, preferencesPage, unsubscribePage } from './pages';
import { forwardContactMessage, requestSubscription, sendDueEditions, unsubscribe, type NewsletterContext, type StorySource } from './service';

let cluster: PostgresCluster;
let connection: Connection;
let smtp: TestSmtp;
let transport: Transport;
let ctx: NewsletterContext;

beforeAll(async () => {
  cluster = await startPostgres();
  connection = await openConnection({ databaseUrl: cluster.url });
  smtp = await startTestSmtp();
  transport = smtpTransport(smtp.url, '"Dallas Local" <newsletter@dallaslocal.news>');
  ctx = { db: connection.db, key: Buffer.alloc(32, 3), origin: 'https://dallaslocal.test' };
}, 90_000);

afterAll(async () => {
  transport?.close();
  await smtp?.stop();
  await connection?.close();
  await cluster?.stop();
}, 30_000);

const story = (title: string, category: DigestStory['category'], publishedAt: string): DigestStory => ({
  title,
  summary: `What happened: ${title}.`,
  category,
  href: `https://dallaslocal.test/news/${title.toLowerCase().replace(/\W+/g, '-')}`,
  imageUrl: `https://dallaslocal.test/media/${title.length}.png`,
  imageAlt: `Photo for ${title}`,
  publishedAt,
});

const library: DigestStory[] = [
  story('Council passes the budget', 'Politics', '2026-11-22T20:00:00Z'),
  story('Mavericks win at home', 'Sports', '2026-11-23T02:00:00Z'),
  story('An older politics story', 'Politics', '2026-11-21T20:00:00Z'),
  story('Transit board meets', 'Politics', '2026-11-24T15:00:00Z'),
  story('Stars sign a goalie', 'Sports', '2026-11-24T10:00:00Z'),
];
const stories: StorySource = async (from, to) =>
  library.filter((s) => new Date(s.publishedAt) > from && new Date(s.publishedAt) <= to);

const linkIn = (text: string, path: string) => {
  const match = new RegExp(`https://dallaslocal\\.test${path}\\?token=[^\\s)\\]>]+`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[0];
};
const drain = (at = new Date('2030-01-01T00:00:00Z')) => drainQueue({ db: connection.db, transport, now: () => at });
const statusOf = async (email: string) =>
  (await query<{ status: string }>(connection.db, sql`SELECT status FROM subscribers WHERE email = ${email}`))[0]?.status;

describe('newsletter: double opt-in, digest, one-click unsubscribe (real SMTP server)', () => {
  it('signup, confirmation, digest at 7:00 with the reader topics and headers, one-click unsubscribe, then nothing more', async () => {
    const email = 'reader@example.com';
    const signedUpAt = new Date('2026-11-22T15:00:00Z');
    expect(await requestSubscription(ctx, email, 'home-daily-updates', signedUpAt)).toBe('queued');
    // A second signup minutes later sends no second mail (at most one per 10 minutes).
    expect(await requestSubscription(ctx, email, 'contact-newsletter', new Date('2026-11-22T15:05:00Z'))).toBe('limited');
    await drain();
    expect(smtp.messages).toHaveLength(1);
    const confirmation = smtp.messages[0]!;
    expect(confirmation.to).toMatchObject({ text: email });
    expect(confirmation.subject).toBe('Confirm your Dallas Local newsletter');
    expect(confirmation.html).toContain('Confirm my subscription');
    const confirmLink = linkIn(confirmation.text ?? '', '/newsletter/confirm');
    expect(await statusOf(email)).toBe('pending');

    // Tampered and expired links are refused with a clear page.
    const tampered = await confirmPage(ctx, new Request(confirmLink.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))), new Date('2026-11-22T16:00:00Z'));
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain('This confirmation link is not valid');
    const expired = await confirmPage(ctx, new Request(confirmLink), new Date('2026-11-24T15:00:01Z'));
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain('This confirmation link has expired');
    expect(await statusOf(email)).toBe('pending');

    // Opening the link (a reader, or a mail scanner) shows a button and changes nothing.
    const opened = await confirmPage(ctx, new Request(confirmLink), new Date('2026-11-22T16:00:00Z'));
    expect(opened.status).toBe(200);
    const openedPage = await opened.text();
    expect(openedPage).toContain('<h1>Confirm your subscription</h1>');
    expect(openedPage).toContain(`Send the Dallas Local newsletter to ${email}?`);
    const action = /<form method="post" action="([^"]+)"/.exec(openedPage)?.[1]?.replaceAll('&amp;', '&');
    expect(action).toBe(new URL(confirmLink).pathname + new URL(confirmLink).search);
    expect(await statusOf(email)).toBe('pending');
    // The button confirms.
    const confirmed = await confirmPage(ctx, new Request(confirmLink, { method: 'POST' }), new Date('2026-11-22T16:00:00Z'));
    expect(confirmed.status).toBe(200);
    const confirmedPage = await confirmed.text();
    expect(confirmedPage).toContain("You're subscribed");
    expect(confirmedPage).toContain('The digest arrives every morning at 7 a.m., Dallas time');
    expect(await statusOf(email)).toBe('confirmed');
    // The same link days later has expired, but the address is confirmed: the page says so.
    const later = await confirmPage(ctx, new Request(confirmLink), new Date('2026-11-24T15:00:01Z'));
    expect(later.status).toBe(200);
    expect(await later.text()).toContain(`This link has expired, but ${email} is confirmed`);
    // Opened again within its 48 hours, the link says the address is subscribed, and offers no button.
    const reopened = await (await confirmPage(ctx, new Request(confirmLink), new Date('2026-11-22T18:00:00Z'))).text();
    expect(reopened).toContain("<h1>You're already subscribed</h1>");
    expect(reopened).not.toContain('<form');
    // Signing up again once confirmed: the same answer upstream, and a mail with the links to change or
    // stop the newsletter (whoever asked, only the inbox's owner reads them); as rarely as confirmations.
    expect(await requestSubscription(ctx, email, 'home-daily-updates', new Date('2026-11-22T17:00:00Z'))).toBe('confirmed');
    expect(await requestSubscription(ctx, email, 'home-daily-updates', new Date('2026-11-22T17:05:00Z'))).toBe('confirmed');
    await drain();
    expect(smtp.messages).toHaveLength(2);
    const already = smtp.messages[1]!;
    expect(already.subject).toBe('Your Dallas Local newsletter');
    expect(already.text).toMatch(/you are already subscribed/i);
    linkIn(already.text ?? '', '/newsletter/preferences');
    linkIn(already.text ?? '', '/newsletter/unsubscribe');
    expect(await statusOf(email)).toBe('confirmed');

    // Preferences from the confirmation page's signed link: Politics only, daily.
    const preferencesPath = /href="(\/newsletter\/preferences\?token=[^"]+)"/.exec(confirmedPage)?.[1]?.replaceAll('&amp;', '&');
    expect(preferencesPath).toBeTruthy();
    const saved = await preferencesPage(
      ctx,
      new Request(`https://dallaslocal.test${preferencesPath}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'topics=Politics&frequency=daily' }),
    );
    // Saved, the post answers 303 to the page itself (Post/Redirect/Get), which then says so.
    expect(saved.status).toBe(303);
    const savedPath = saved.headers.get('location') ?? '';
    expect(savedPath).toBe(`${preferencesPath}&saved=1`);
    const shown = await preferencesPage(ctx, new Request(`https://dallaslocal.test${savedPath}`));
    expect(shown.status).toBe(200);
    const shownPage = await shown.text();
    expect(shownPage).toContain('<strong>Saved.</strong>');
    expect(shownPage).toMatch(/value="Politics" checked[\s\S]*value="Sports">/);

    // Before 7:00 in Dallas nothing is due; at 7:00 the daily edition goes out once.
    expect(await sendDueEditions(ctx, stories, new Date('2026-11-23T12:59:00Z'))).toEqual([]);
    expect(await sendDueEditions(ctx, stories, new Date('2026-11-23T13:00:00Z'))).toEqual([{ edition: 'daily:2026-11-23', stories: 2, recipients: 1 }]);
    expect(await sendDueEditions(ctx, stories, new Date('2026-11-23T18:00:00Z'))).toEqual([]);
    await drain();
    expect(smtp.messages).toHaveLength(3);
    const digest = smtp.messages[2]!;
    expect(digest.subject).toBe('Dallas Local this morning: Monday, November 23');
    expect(digest.text).toContain('Council passes the budget');
    expect(digest.text).not.toContain('Mavericks win at home'); // not one of the reader's topics
    expect(digest.text).not.toContain('An older politics story'); // older than 24 hours
    expect(digest.html).toContain('src="https://dallaslocal.test/media/25.png"');
    expect(digest.html).toContain('1914 Commerce Street');
    expect(digest.text).toMatch(/You receive this daily digest because you subscribed/);
    // The raw header lines (mailparser folds List-* headers into one object).
    const header = (name: string) => digest.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, '') ?? '';
    const listUnsubscribe = header('list-unsubscribe');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribeUrl = /<([^>]+)>/.exec(listUnsubscribe)?.[1] ?? '';
    expect(unsubscribeUrl).toMatch(/^https:\/\/dallaslocal\.test\/newsletter\/unsubscribe\?token=/);
    expect(digest.text).toContain(unsubscribeUrl);

    // A GET shows the button and changes nothing; the one-click POST unsubscribes.
    const page = await unsubscribePage(ctx, new Request(unsubscribeUrl));
    expect(await page.text()).toContain('<button type="submit">Unsubscribe</button>');
    expect(await statusOf(email)).toBe('confirmed');
    const oneClick = await unsubscribePage(
      ctx,
      new Request(unsubscribeUrl, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }),
    );
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain("You're unsubscribed");
    expect(await statusOf(email)).toBe('unsubscribed');
    // The confirmation link, still within its 48 hours, opened again (or fetched by a mail scanner) or
    // its button pressed: the unsubscribe stands.
    for (const method of ['GET', 'POST']) {
      const again = await confirmPage(ctx, new Request(confirmLink, { method }), new Date('2026-11-23T19:00:00Z'));
      expect(again.status).toBe(200);
      const againPage = await again.text();
      expect(againPage).toContain("You're not subscribed");
      expect(againPage).toContain('href="/newsletter"');
      expect(await statusOf(email)).toBe('unsubscribed');
    }

    // The next morning there is news, but nothing more arrives.
    expect(await sendDueEditions(ctx, stories, new Date('2026-11-25T13:00:00Z'))).toEqual([{ edition: 'daily:2026-11-25', stories: 1, recipients: 0 }]);
    await drain();
    expect(smtp.messages).toHaveLength(3);
  }, 60_000);

  it('sends nothing on a day without new stories, and refuses links that were never signed', async () => {
    await query(connection.db, sql`INSERT INTO subscribers (email, source, status) VALUES ('quiet@example.com', 'test', 'confirmed')`);
    const before = smtp.messages.length;
    expect(await sendDueEditions(ctx, stories, new Date('2026-11-27T13:00:00Z'))).toEqual([{ edition: 'daily:2026-11-27', stories: 0, recipients: 0 }]);
    await drain();
    expect(smtp.messages).toHaveLength(before);
    for (const page of [unsubscribePage, preferencesPage, confirmPage]) {
      const response = await page(ctx, new Request('https://dallaslocal.test/newsletter/x?token=preferences.1.0.forged'));
      expect(response.status).toBe(400);
    }
  }, 30_000);

  it('forwards a contact message to the newsroom with Reply-To the reader', async () => {
    const before = smtp.messages.length;
    await forwardContactMessage(
      connection.db,
      { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phone: null, subject: 'Pothole on Elm', message: 'There is a big one.\nPlease look.' },
      'desk@dallaslocal.test',
    );
    await drain();
    const forwarded = smtp.messages[before];
    expect(forwarded?.to).toMatchObject({ text: 'desk@dallaslocal.test' });
    expect(forwarded?.replyTo?.text).toBe('ana@example.com');
    expect(forwarded?.subject).toBe('[Contact] Pothole on Elm');
    expect(forwarded?.text).toContain('There is a big one.');
  }, 30_000);

  it('allows three confirmation mails per address and day', async () => {
    const email = 'eager@example.com';
    const results = [];
    for (const at of ['2026-11-23T10:00:00Z', '2026-11-23T10:11:00Z', '2026-11-23T10:22:00Z', '2026-11-23T10:33:00Z']) {
      results.push(await requestSubscription(ctx, email, 'home-daily-updates', new Date(at)));
    }
    expect(results).toEqual(['queued', 'queued', 'queued', 'limited']);
    await enqueue(connection.db, []); // nothing to add: an empty batch is fine
  }, 30_000);

  it('a reader who unsubscribes and signs up again within minutes gets a new link; the one already sent works too', async () => {
    const email = 'changed-mind@example.com';
    expect(await requestSubscription(ctx, email, 'home-daily-updates', new Date('2026-11-23T12:00:00Z'))).toBe('queued');
    const [mail] = await query<{ text: string }>(connection.db, sql`SELECT text FROM mail_queue WHERE to_address = ${email}`);
    const confirmLink = linkIn(mail!.text, '/newsletter/confirm');
    await confirmPage(ctx, new Request(confirmLink, { method: 'POST' }), new Date('2026-11-23T12:01:00Z'));
    const [{ id }] = (await query<{ id: number }>(connection.db, sql`SELECT id FROM subscribers WHERE email = ${email}`)) as [{ id: number }];
    await unsubscribe(connection.db, id, new Date('2026-11-23T12:02:00Z'));
    // The unsubscribe, proved by the address's own link, clears its limit: within the 10 minutes a new
    // confirmation is sent, as the signup form promises.
    expect(await requestSubscription(ctx, email, 'home-daily-updates', new Date('2026-11-23T12:03:00Z'))).toBe('queued');
    expect(await statusOf(email)).toBe('pending');
    const mails = await query<{ subject: string; text: string }>(connection.db, sql`SELECT subject, text FROM mail_queue WHERE to_address = ${email} ORDER BY id`);
    expect(mails.map((m) => m.subject)).toEqual(['Confirm your Dallas Local newsletter', 'Confirm your Dallas Local newsletter']);
    expect(linkIn(mails[1]!.text, '/newsletter/confirm')).not.toBe(confirmLink);
    // The limit holds again from that mail on.
    expect(await requestSubscription(ctx, email, 'home-daily-updates', new Date('2026-11-23T12:05:00Z'))).toBe('limited');
    // The first link works as well.
    expect(await (await confirmPage(ctx, new Request(confirmLink), new Date('2026-11-23T12:04:00Z'))).text()).toContain('<h1>Confirm your subscription</h1>');
    await confirmPage(ctx, new Request(confirmLink, { method: 'POST' }), new Date('2026-11-23T12:04:00Z'));
    expect(await statusOf(email)).toBe('confirmed');
    // The newsroom page's counts below do not include this reader.
    await query(connection.db, sql`DELETE FROM mail_queue WHERE subscriber_id = ${id}`);
    await query(connection.db, sql`DELETE FROM subscribers WHERE id = ${id}`);
  }, 30_000);

  it('takes an address in other capitals for the same subscriber, and mails the address as first stored', async () => {
    expect(await requestSubscription(ctx, 'Casey.Ruiz@example.com', 'home-daily-updates', new Date('2026-11-23T11:00:00Z'))).toBe('queued');
    // Within the 10 minutes, the same address in capitals is held by the same limit.
    expect(await requestSubscription(ctx, 'casey.ruiz@example.com', 'contact-newsletter', new Date('2026-11-23T11:05:00Z'))).toBe('limited');
    expect(await requestSubscription(ctx, 'CASEY.RUIZ@example.com', 'contact-newsletter', new Date('2026-11-23T11:20:00Z'))).toBe('queued');
    const rows = await query<{ id: number; email: string }>(connection.db, sql`SELECT id, email FROM subscribers WHERE lower(email) = 'casey.ruiz@example.com'`);
    expect(rows).toEqual([{ id: expect.any(Number), email: 'Casey.Ruiz@example.com' }]);
    const mails = await query<{ to_address: string; subscriber_id: number }>(
      connection.db,
      sql`SELECT to_address, subscriber_id FROM mail_queue WHERE lower(to_address) = 'casey.ruiz@example.com' ORDER BY id`,
    );
    expect(mails).toEqual([
      { to_address: 'Casey.Ruiz@example.com', subscriber_id: rows[0]!.id },
      { to_address: 'Casey.Ruiz@example.com', subscriber_id: rows[0]!.id },
    ]);
  }, 30_000);
});

describe('the newsroom newsletter page', () => {
  it('counts subscribers by status and topic, sends a test and sends today once', async () => {
    await query(
      connection.db,
      sql`INSERT INTO subscribers (email, source, status, topics) VALUES ('sports@example.com', 'test', 'confirmed', '{Sports}'), ('later@example.com', 'test', 'pending', '{}')`,
    );
    const before = await newsletterStats(connection.db);
    expect(before.byStatus).toMatchObject({ confirmed: 2, unsubscribed: 1 });
    expect(before.byTopic.find((t) => t.topic === 'Sports')?.readers).toBe(2); // quiet@ (all topics) and sports@
    expect(before.byTopic.find((t) => t.topic === 'Politics')?.readers).toBe(1);
    expect(before.lastSends[0]).toMatchObject({ edition: '2026-11-27', stories: 0, recipients: 0 });

    const now = new Date('2026-11-24T12:00:00Z'); // 6:00 in Dallas: today's edition not sent yet
    const preview = await previewDigest(ctx, stories, now);
    expect(preview).toContain('Stars sign a goalie');
    // Like a test mail's (below), the preview's links belong to no reader.
    expect(preview).not.toContain('token=');
    expect(preview).toContain('href="https://dallaslocal.test/newsletter"');
    expect(await runAdminAction(ctx, stories, 'test', 'editor@dallaslocal.test', now)).toBe('A test of the 2026-11-24 digest is queued for editor@dallaslocal.test.');
    // A double click: the second request, moments later, queues nothing more.
    expect(await runAdminAction(ctx, stories, 'test', 'editor@dallaslocal.test', new Date(now.getTime() + 2_000))).toBe(
      'A test of the 2026-11-24 digest was queued for editor@dallaslocal.test less than a minute ago: it is not sent again.',
    );
    expect(await runAdminAction(ctx, stories, 'send-now', 'editor@dallaslocal.test', now)).toBe("Today's edition is queued: 1 stories for 2 readers.");
    expect(await runAdminAction(ctx, stories, 'send-now', 'editor@dallaslocal.test', now)).toMatch(/already sent/);
    const count = smtp.messages.length;
    await drain();
    const arrived = smtp.messages
      .slice(count)
      .filter((m) => !m.subject?.startsWith('Confirm')).map((m) => `${m.to && 'text' in m.to ? m.to.text : ''} ${m.subject}`);
    expect(arrived.sort()).toEqual(
      ['editor@dallaslocal.test [Test] Dallas Local this morning: Tuesday, November 24', 'quiet@example.com Dallas Local this morning: Tuesday, November 24', 'sports@example.com Dallas Local this morning: Tuesday, November 24'].sort(),
    );
    // The test's links belong to no reader: they lead to the newsletter's page, not to a 400.
    const test = smtp.messages.slice(count).find((m) => m.subject?.startsWith('[Test]'));
    expect(test?.text).not.toContain('token=');
    expect(test?.text).toContain('https://dallaslocal.test/newsletter');
    const after = await newsletterStats(connection.db);
    expect(after.lastSends[0]).toMatchObject({ edition: '2026-11-24', stories: 1, recipients: 2, sent: 2, pending: 0 });
  }, 30_000);

  it("'Send now' says what happened to an edition that had no stories, never that it was already sent; such an edition is sent once it has stories", async () => {
    const published: DigestStory[] = [];
    const source: StorySource = async (from, to) => published.filter((s) => new Date(s.publishedAt) > from && new Date(s.publishedAt) <= to);
    const editor = 'editor@dallaslocal.test';
    const mailsOf = async (date: string) =>
      Number(
        (await query<{ n: string }>(connection.db, sql`SELECT count(*) AS n FROM mail_queue m JOIN newsletter_sends ns ON ns.id = m.send_id WHERE ns.edition_date = ${date}::date`))[0]?.n,
      );

    // 5:00 in Dallas, nothing published yet: nothing is sent, and nothing stops the 7:00 edition.
    expect(await runAdminAction(ctx, source, 'send-now', editor, new Date('2026-12-01T11:00:00Z'))).toBe(
      "No story has been published for today's edition (2026-12-01) yet: nothing was sent. It goes out at 7 a.m. with the stories published by then.",
    );
    published.push(story('Fair Park pool reopens', 'Sports', '2026-12-01T12:30:00Z'));
    expect(await sendDueEditions(ctx, source, new Date('2026-12-01T13:00:00Z'))).toEqual([{ edition: 'daily:2026-12-01', stories: 1, recipients: 2 }]);

    // The next day's 7:00 edition has no stories: nothing goes to readers. "Send now" at 10:00 says so.
    expect(await sendDueEditions(ctx, source, new Date('2026-12-02T13:00:00Z'))).toEqual([{ edition: 'daily:2026-12-02', stories: 0, recipients: 0 }]);
    const tenOClock = new Date('2026-12-02T16:00:00Z');
    const notice = await runAdminAction(ctx, source, 'send-now', editor, tenOClock);
    expect(notice).not.toMatch(/already sent/);
    expect(notice).toMatch(/^Today's edition \(2026-12-02\) had no stories when it was prepared at \d{1,2}:\d\d [ap]\.m\., so nothing was sent to readers/);
    expect(notice).toContain("Stories published since 7 a.m. today go out in tomorrow's edition.");
    expect(await mailsOf('2026-12-02')).toBe(0);

    // A story dated into its window since (published again with its first time): "Send now" sends it, once.
    published.push(story('Trinity trail repairs', 'Sports', '2026-12-02T10:00:00Z'));
    expect(await runAdminAction(ctx, source, 'send-now', editor, tenOClock)).toBe("Today's edition is queued: 1 stories for 2 readers.");
    expect(await runAdminAction(ctx, source, 'send-now', editor, tenOClock)).toMatch(
      /^Today's edition \(2026-12-02\) was already sent at \d{1,2}:\d\d [ap]\.m\. with 1 story to 2 readers: it is never sent twice\.$/,
    );
    expect(await sendDueEditions(ctx, source, new Date('2026-12-02T18:00:00Z'))).toEqual([]);
    expect(await mailsOf('2026-12-02')).toBe(2);
  }, 30_000);
});
