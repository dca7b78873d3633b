import { execFileSync } from 'node:child_process';
import { SUBSCRIBED_MESSAGE } from '../src/features/newsletter/messages';
import { e2eDataDir } from '../playwright.config';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { asClient, formPosts, uniqueEmail } from './formsSupport';

type OutboxMail = { kind: string; to: string; subject: string; text: string };

/** The confirmation mails queued for `email` (the test server has no SMTP_URL: mail stays in the outbox). */
function confirmationMails(email: string): OutboxMail[] {
  const out = execFileSync(process.execPath, ['scripts/newsroom.mjs', 'outbox', '--json', '--limit', '200'], {
    env: { ...process.env, DATA_DIR: e2eDataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  return (JSON.parse(out) as OutboxMail[]).filter((m) => m.kind === 'confirmation' && m.to === email);
}

/** The confirmation link mailed to `email`. */
function confirmationPath(email: string): string {
  const mail = confirmationMails(email)[0];
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[^\s\])>]+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no confirmation mail for ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test('newsletter: signup, then the confirmation, preferences and unsubscribe pages (no script on them)', async ({ page }) => {
  test.setTimeout(120_000); // six axe runs
  await asClient(page);
  const email = uniqueEmail('optin');
  await page.goto('/');
  const panel = page.locator('[data-newsletter="home-daily-updates"]');
  await panel.getByRole('textbox').fill(email);
  await panel.getByRole('button', { name: 'Subscribe' }).click();
  await expect(panel.getByRole('status')).toHaveText(SUBSCRIBED_MESSAGE);

  // The link pages carry no script at all (plain forms): they work without JavaScript.
  const reader = page;
  // The confirmation mail is queued before the form answers.
  const path = confirmationPath(email);

  const tampered = await reader.goto(path.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
  expect(tampered?.status()).toBe(400);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('This confirmation link is not valid');
  await expectNoAxeViolations(reader, 'tampered confirmation link');

  // Opening the link asks; the button confirms (a mail scanner's GET confirms nothing). Other sites never
  // see the token in the page's address.
  const opened = await reader.goto(path);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
  await expect(reader.locator('script')).toHaveCount(0);
  await expectNoAxeViolations(reader, 'confirmation question');
  await reader.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText("You're subscribed");
  await expect(reader.locator('script')).toHaveCount(0);
  await expectNoAxeViolations(reader, 'confirmation page');

  await reader.getByRole('link', { name: 'Choose your topics, and a daily or weekly digest' }).click();
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Newsletter preferences');
  await expectNoAxeViolations(reader, 'preferences page');
  const preferencesUrl = reader.url();
  for (const topic of ['Business', 'Sports', 'Food', 'Education', 'Culture', 'Health', 'Real Estate', 'Technology', 'Environment', 'Lifestyle', 'Transportation']) {
    await reader.getByRole('checkbox', { name: topic }).uncheck();
  }
  await reader.getByRole('radio', { name: /Once a week/ }).check();
  const posts = formPosts(reader);
  const answer = reader.waitForResponse((response) => response.request().method() === 'POST');
  await reader.getByRole('button', { name: 'Save my choices' }).click();
  // Saved, the post answers 303 to the page itself (Post/Redirect/Get): a reload posts nothing again.
  expect((await answer).status()).toBe(303);
  await expect(reader).toHaveURL(/\/newsletter\/preferences\?token=[^&]+&saved=1$/);
  await reader.reload();
  await expect(reader.getByRole('status')).toHaveText('Saved. Your next digest follows these choices.');
  await expect(reader.getByRole('checkbox', { name: 'Politics' })).toBeChecked();
  await expect(reader.getByRole('checkbox', { name: 'Sports' })).not.toBeChecked();
  await expect(reader.getByRole('radio', { name: /Once a week/ })).toBeChecked();
  expect(posts).toEqual(['/newsletter/preferences']);

  await reader.getByRole('link', { name: 'Unsubscribe' }).click();
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from the newsletter');
  await expectNoAxeViolations(reader, 'unsubscribe page');
  await reader.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText("You're unsubscribed");
  await expectNoAxeViolations(reader, 'unsubscribed page');

  // Choices saved once unsubscribed promise no digest: nothing comes until the reader signs up again.
  await reader.goto(preferencesUrl);
  await reader.getByRole('button', { name: 'Save my choices' }).click();
  await expect(reader.getByRole('status')).toHaveText(
    `Saved. ${email} receives no newsletters now, so nothing is sent until you sign up again; the digest then follows these choices.`,
  );
  await expect(reader.getByText('Your next digest')).toHaveCount(0);
  await expect(reader.getByRole('checkbox', { name: 'Politics' })).toBeChecked();

  // Unsubscribed by mistake: signing up again minutes later sends a new confirmation, as the form says.
  expect(confirmationMails(email)).toHaveLength(1);
  await page.goto('/');
  await panel.getByRole('textbox').fill(email);
  await panel.getByRole('button', { name: 'Subscribe' }).click();
  await expect(panel.getByRole('status')).toHaveText(SUBSCRIBED_MESSAGE);
  expect(confirmationMails(email)).toHaveLength(2);
});
