/**
 * The newsroom's newsletter page (/newsletter/admin): editors and admins only; subscriber counts that
 * follow real signups, a preview of tomorrow's digest with a story just published, "send a test to me"
 * (the test lands in the outbox, addressed to the editor), and "send now", which never sends an edition
 * twice, and says so only of an edition that went out with stories. The e2e server has no SMTP_URL: mail stays in the outbox, read with `npm run newsroom -- outbox`.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { e2eDataDir } from '../playwright.config';
import { expect, expectNoAxeViolations, isMobile, test } from './fixtures';
import { uniqueClient, uniqueEmail } from './formsSupport';
import { createEditor, loginToken } from './support/newsroomSession';

type OutboxMail = { kind: string; to: string; subject: string; text: string };

function outbox(): OutboxMail[] {
  const out = execFileSync(process.execPath, ['scripts/newsroom.mjs', 'outbox', '--json', '--limit', '500'], {
    env: { ...process.env, DATA_DIR: e2eDataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  return JSON.parse(out) as OutboxMail[];
}

/** The number in the Subscribers table's column `status`. */
async function subscriberCount(page: Page, status: string): Promise<number> {
  const table: Locator = page.getByRole('region', { name: 'Subscribers' }).getByRole('table');
  const headers = await table.getByRole('columnheader').allTextContents();
  const column = headers.indexOf(status);
  expect(column, `a "${status}" column`).toBeGreaterThanOrEqual(0);
  return Number(await table.getByRole('row').nth(1).getByRole('cell').nth(column).textContent());
}

test('newsletter admin: editors only; counts follow signups; preview, a test to the editor, send now once', async ({ page, playwright, baseURL }) => {
  test.skip(isMobile(page), 'a desktop tool of the newsroom; one run is enough');
  test.setTimeout(120_000);

  // Readers and contributors are turned away with a clear page.
  const anonymous = await playwright.request.newContext({ baseURL });
  const signedOut = await anonymous.get('/newsletter/admin');
  expect(signedOut.status()).toBe(401);
  expect(await signedOut.text()).toContain('Please sign in');
  // A contributor of this test's own (a shared account's session can be lost to another spec's login).
  const contributorEmail = await createEditor(anonymous, 'newsletter-contributor', 'contributor');
  const contributorToken = await loginToken(anonymous, contributorEmail);
  expect(contributorToken, 'the contributor logs in').not.toBeNull();
  // A request without Origin or Sec-Fetch-Site is signed in by its token, not by the cookie (CSRF rule).
  const contributor = await anonymous.get('/newsletter/admin', { headers: { Authorization: `JWT ${contributorToken}` } });
  expect(contributor.status()).toBe(403);
  expect(await contributor.text()).toContain('Editors only');
  await anonymous.dispose();

  // An editor of this test's own (see createEditor); the REST login sets the session cookie for the page.
  const editor = await createEditor(page.request, 'newsletter-admin');
  const token = await loginToken(page.request, editor);
  expect(token, 'the editor logs in').not.toBeNull();

  await page.goto('/newsletter/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter');
  await expectNoAxeViolations(page, 'newsletter admin');
  // On a phone the tables scroll in their own boxes: the page itself does not scroll sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, 'newsletter admin at 375 px');
  await page.setViewportSize({ width: 1280, height: 900 });
  // Other specs confirm or unsubscribe their own readers meanwhile, moving them between columns, and
  // no subscriber row is ever deleted: the total across the statuses is what a signup must raise.
  const statuses = ['pending', 'confirmed', 'unsubscribed', 'bouncing'];
  const total = async () => {
    let sum = 0;
    for (const status of statuses) sum += await subscriberCount(page, status);
    return sum;
  };
  const totalBefore = await total();

  // A reader signs up: the count of subscribers goes up.
  const signup = await page.request.post('/api/newsletter', {
    headers: { 'x-forwarded-for': uniqueClient() },
    form: { email: uniqueEmail('admin-count'), source: 'contact-newsletter' },
  });
  expect(signup.status()).toBe(200);
  await page.reload();
  expect(await total()).toBeGreaterThanOrEqual(totalBefore + 1);
  expect(await subscriberCount(page, 'pending'), 'the new reader waits for confirmation').toBeGreaterThanOrEqual(1);

  // A story published now is in tomorrow's digest: the preview shows it.
  const title = `Digest preview ${randomUUID().slice(0, 8)}`;
  const created = await page.request.post('/api/stories', {
    headers: { Authorization: `JWT ${token}` },
    data: { title, summary: 'A summary long enough to describe what the story is about.', category: 'Politics', _status: 'published' },
  });
  expect(created.status()).toBe(201);
  const { doc } = (await created.json()) as { doc: { id: number; slug: string } };
  try {
    await page.getByRole('link', { name: "Preview tomorrow's digest" }).click();
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await page.goBack();

    // "Send a test to me": queued for the editor alone, with the story.
    await page.getByRole('button', { name: `Send a test to me (${editor})` }).click();
    await expect(page.getByText(/A test of the \d{4}-\d{2}-\d{2} digest is queued for/)).toBeVisible();
    const test = outbox().find((m) => m.to === editor);
    expect(test, 'the test digest in the outbox').toBeDefined();
    // The text part writes headlines in capitals: the story is found by its address.
    expect(test!.text).toContain(`/news/${doc.slug}`);
    // Its links belong to no reader: they lead to the newsletter's page.
    expect(test!.text).not.toContain('token=');
    // A second press within the minute (a double click) sends nothing more.
    await page.getByRole('button', { name: `Send a test to me (${editor})` }).click();
    await expect(page.getByText(/less than a minute ago: it is not sent again/)).toBeVisible();
    expect(outbox().filter((m) => m.to === editor && m.subject.startsWith('[Test]'))).toHaveLength(1);

    // "Send now": today's edition once (the server's own schedule may have sent it already); never twice.
    // Whether it has stories depends on the day (the story above is tomorrow's after 7:00 in Dallas):
    // what the page answers must be true to its "Last editions" table. "Already sent" is said only of
    // an edition that went out with stories; of one that had none, that nothing was sent to readers.
    const notice = page.getByRole('status');
    const sendNow = page.getByRole('button', { name: "Send today's edition now" });
    await sendNow.click();
    await expect(notice).toHaveText(/Today's edition is queued|was already sent|no stories|No story has been published/);
    await sendNow.click();
    await expect(notice).toHaveText(/Today's edition/);
    const second = (await notice.textContent()) ?? '';
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
    const editions = page.getByRole('region', { name: 'Last editions' }).getByRole('row');
    const rows = await editions.evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '')));
    const todays = rows.find((cells) => cells[0] === today && cells[1] === 'daily');
    const stories = todays ? Number(todays[2]) : 0;
    if (stories > 0) {
      expect(second).toMatch(new RegExp(`was already sent at \\d{1,2}:\\d\\d [ap]\\.m\\. with ${stories} stor(y|ies) to \\d+ readers?: it is never sent twice`));
    } else {
      expect(second).not.toMatch(/already sent/);
      expect(second).toMatch(/nothing was sent/);
    }
  } finally {
    await page.request.delete(`/api/stories/${doc.id}`, { headers: { Authorization: `JWT ${token}` } });
  }
});
