import { CONTACT_SENT_PATH, NEWSLETTER_SENT_PATH, SUBSCRIBED_MESSAGE } from '../src/features/newsletter/messages';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, sentRoutes, test } from './fixtures';
import { asClient, backForwardReload, formPosts, latestMessages, subscribers, uniqueClient, uniqueEmail } from './formsSupport';

// Each test reads the database back through the newsroom scripts: allow for a busy machine.
test.describe.configure({ timeout: 90_000 });

/** The signup by its form name, whatever the page around it (pages own their panels' markup). */
const newsletter = (page: Page, source: 'home-daily-updates' | 'contact-newsletter' | 'newsletter-page') => page.locator(`[data-newsletter="${source}"]`);

const contactForm = (page: Page) => page.getByRole('form', { name: 'Send us a message' });

async function fillContact(page: Page, values: Partial<Record<'First name' | 'Last name' | 'Email address' | 'Phone number (optional)' | 'Subject' | 'Message', string>>) {
  const form = contactForm(page);
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
}

async function expectFieldError(page: Page, label: string, message: string) {
  const field = contactForm(page).getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
  await expect(contactForm(page).getByText(message, { exact: true })).toBeVisible();
}

test.describe('newsletter signup', () => {
  test("Home's 'Get Daily Updates' stores the address and confirms in place", async ({ page, consoleErrors }) => {
    await asClient(page);
    const email = uniqueEmail('Home');
    await page.goto('/');
    const panel = newsletter(page, 'home-daily-updates');
    await panel.getByRole('textbox').fill(`  ${email.replace('example.com', 'Example.COM')} `);
    await panel.getByRole('button', { name: 'Subscribe' }).click();
    await expect(panel.getByRole('status')).toHaveText(SUBSCRIBED_MESSAGE);
    await expect(panel.getByRole('textbox')).toHaveCount(0);
    expect(subscribers()).toContainEqual(expect.objectContaining({ email, source: 'home-daily-updates' }));
    await expectNoAxeViolations(page, 'home newsletter success');
    expect(consoleErrors).toEqual([]);
  });

  test('the newsletter page says what comes when, and signs the reader up', async ({ page, consoleErrors }) => {
    await asClient(page);
    const email = uniqueEmail('page');
    await page.goto('/newsletter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter');
    const what = page.getByRole('region', { name: 'What you get' });
    await expect(what).toContainText('Every morning at 7 a.m. Dallas time');
    await expect(what).toContainText('Saturdays at 7 a.m.');
    const panel = newsletter(page, 'newsletter-page');
    await panel.getByRole('textbox').fill(email);
    await panel.getByRole('button', { name: 'Subscribe' }).click();
    await expect(panel.getByRole('status')).toHaveText(SUBSCRIBED_MESSAGE);
    expect(subscribers()).toContainEqual(expect.objectContaining({ email, source: 'newsletter-page' }));
    await expectNoAxeViolations(page, 'newsletter page success');
    expect(consoleErrors).toEqual([]);
  });

  test('an invalid address gets its message next to the field and nothing is stored', async ({ page }) => {
    await asClient(page);
    await page.goto('/contact');
    const panel = newsletter(page, 'contact-newsletter');
    const typed = uniqueEmail('reader').replace('@', '-at-');
    await panel.getByRole('textbox').fill(typed);
    await panel.getByRole('button', { name: 'Subscribe' }).click();
    const field = panel.getByRole('textbox');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Please enter a valid email address, like name@example.com.');
    await expect(field).toBeFocused();
    expect(subscribers().some((s) => s.email.includes(typed))).toBe(false);
    await expectNoAxeViolations(page, 'contact newsletter error');
  });

  test('signing up twice is not an error and stores the address once', async ({ page }) => {
    await asClient(page);
    const email = uniqueEmail('twice');
    for (let i = 0; i < 2; i++) {
      await page.goto('/contact');
      const panel = newsletter(page, 'contact-newsletter');
      await panel.getByRole('textbox').fill(email);
      await panel.getByRole('button', { name: 'Subscribe' }).click();
      await expect(panel.getByRole('status')).toHaveText(SUBSCRIBED_MESSAGE);
    }
    expect(subscribers().filter((s) => s.email === email)).toEqual([expect.objectContaining({ source: 'contact-newsletter' })]);
  });
});

test.describe('contact form', () => {
  test('each invalid field shows its message, and nothing is stored', async ({ page }) => {
    await asClient(page);
    await page.goto('/contact');
    const typed = uniqueEmail('invalid').replace('@', '-at-');
    await fillContact(page, { 'Email address': typed, 'Phone number (optional)': 'call me', Message: ' ' });
    await contactForm(page).getByRole('button', { name: 'Submit Message' }).click();
    await expectFieldError(page, 'First name', 'Please enter your first name.');
    await expectFieldError(page, 'Last name', 'Please enter your last name.');
    await expectFieldError(page, 'Email address', 'Please enter a valid email address, like name@example.com.');
    await expectFieldError(page, 'Phone number (optional)', 'Please enter a phone number like 214-555-0100, or leave it empty.');
    await expectFieldError(page, 'Subject', 'Please enter a subject.');
    await expectFieldError(page, 'Message', 'Please enter your message.');
    await expect(page.getByRole('status').filter({ hasText: 'Please correct the 6 highlighted fields.' })).toBeVisible();
    await expect(contactForm(page).getByLabel('First name')).toBeFocused();
    expect(latestMessages().some((m) => m.email.includes(typed))).toBe(false);
    await expectNoAxeViolations(page, 'contact form errors');
  });

  test('a valid message is stored and a confirmation replaces the form', async ({ page, consoleErrors }) => {
    await asClient(page);
    const email = uniqueEmail('contact');
    await page.goto('/contact');
    await fillContact(page, {
      'First name': 'Ana',
      'Last name': 'Ruiz',
      'Email address': email,
      'Phone number (optional)': '(214) 555-0100',
      Subject: 'Story tip: Trinity trail',
      Message: 'The trail bridge has been closed for a week.\nNo signs explain why.',
    });
    await contactForm(page).getByRole('button', { name: 'Submit Message' }).click();
    const done = page.getByRole('status').filter({ hasText: 'Thank you, your message has been sent.' });
    await expect(done).toContainText('an editor will reply to the email address you gave');
    await expect(contactForm(page)).toHaveCount(0);
    expect(latestMessages()).toContainEqual({
      ...{ firstName: 'Ana', lastName: 'Ruiz', email, phone: '(214) 555-0100', subject: 'Story tip: Trinity trail' },
      message: 'The trail bridge has been closed for a week.\nNo signs explain why.',
      id: expect.any(Number),
      createdAt: expect.any(String),
      // A story idea: a tip in the admin, new and nobody's yet (src/features/tips/tipStatus.ts).
      tip: { status: 'new', assignee: null, note: null },
    });
    await expectNoAxeViolations(page, 'contact form success');
    expect(consoleErrors).toEqual([]);
  });

  test('a filled honeypot is answered as a success and not stored', async ({ page }) => {
    await asClient(page);
    const email = uniqueEmail('robot');
    await page.goto('/contact');
    await fillContact(page, { 'First name': 'Bot', 'Last name': 'Net', 'Email address': email, Subject: 'Buy', Message: 'Spam' });
    await contactForm(page).locator('input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = 'http://spam.example'));
    await contactForm(page).getByRole('button', { name: 'Submit Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you, your message has been sent.' })).toBeVisible();
    expect(latestMessages().some((m) => m.email === email)).toBe(false);
  });
});

test('the rate limit answers 429 and the form shows its message', async ({ page, request }) => {
  const client = await asClient(page);
  // A fixed one-minute window: 5 are accepted, the 6th refused; a burst that straddles a minute boundary
  // gets up to 5 more from the next window before its refusal.
  const post = () =>
    request.post('/api/newsletter', { headers: { 'x-forwarded-for': client }, form: { email: uniqueEmail('burst'), source: 'contact-newsletter' } });
  let accepted = 0;
  let refused = await post();
  while (refused.status() === 200 && accepted < 11) {
    accepted++;
    refused = await post();
  }
  expect(refused.status()).toBe(429);
  expect(accepted).toBeGreaterThanOrEqual(5);
  expect(accepted).toBeLessThanOrEqual(10);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);

  const email = uniqueEmail('limited');
  await page.goto('/contact');
  const panel = newsletter(page, 'contact-newsletter');
  await panel.getByRole('textbox').fill(email);
  // The form's own submission must land in a window that is already full: if this one ends within
  // seconds, fill the next one too (its refusal then comes with a long Retry-After). The loop is bounded
  // by time (twice the 15 s it may wait), not by a count: fast answers once ran 500 posts before the
  // window turned, and the form's submission then met a window with a second left.
  const nearlyOver = () => refused.status() !== 429 || Number(refused.headers()['retry-after']) < 15;
  const giveUpAt = Date.now() + 30_000;
  while (nearlyOver() && Date.now() < giveUpAt) refused = await post();
  expect(refused.status()).toBe(429);
  await panel.getByRole('button', { name: 'Subscribe' }).click();
  await expect(panel.getByRole('status')).toHaveText(/^You have sent several forms in the last minute\. Please wait (?:a second|\d+ seconds) and try again\.$/);
  await expect(panel.getByRole('textbox')).toHaveAccessibleDescription(/Please wait/);
  expect(subscribers().some((s) => s.email === email)).toBe(false);
  await expectNoAxeViolations(page, 'newsletter rate limited');
});

test('the JSON endpoints refuse bad input with 400 and bodies over 64 kB with 413', async ({ request }) => {
  const headers = { 'x-forwarded-for': uniqueClient() };
  const invalid = await request.post('/api/contact', { headers, data: { firstName: 'Ana', email: 'x' } });
  expect(invalid.status()).toBe(400);
  expect(await invalid.json()).toMatchObject({ fieldErrors: { lastName: 'Please enter your last name.', email: expect.any(String) } });
  const big = await request.post('/api/contact', { headers, form: { message: 'x'.repeat(65 * 1024) } });
  expect(big.status()).toBe(413);
});

// axe and the layout of these pages: site.spec.ts (sentRoutes); axe needs scripts, so not here.
test("the forms' confirmation pages are static, never indexed, and not in the sitemap", async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const { path } of sentRoutes) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    // Prerendered like the site's other pages: cached by shared caches, never rendered per request.
    expect(response.headers()['cache-control'], path).toMatch(/s-maxage=/);
    expect(await response.text(), path).toMatch(/<meta name="robots" content="noindex, follow"/);
    expect(sitemap, path).not.toContain(`${path}</loc>`);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form shows errors, keeps what was typed as text, then sends', async ({ page }) => {
    await asClient(page);
    await page.goto('/contact');
    await fillContact(page, { 'First name': '<b id="injected">Ana</b>', 'Email address': 'nope', Subject: 'Hi', Message: 'Hello' });
    await contactForm(page).getByRole('button', { name: 'Submit Message' }).click();
    await expectFieldError(page, 'Last name', 'Please enter your last name.');
    await expectFieldError(page, 'Email address', 'Please enter a valid email address, like name@example.com.');
    // The page comes back opened at the form, its errors in view, not at its top.
    await expect(page).toHaveURL(/\/contact#contact-form$/);
    await expect(contactForm(page).getByLabel('Last name')).toBeInViewport();
    await expect(contactForm(page).getByLabel('First name')).toHaveValue('<b id="injected">Ana</b>');
    await expect(page.locator('#injected')).toHaveCount(0);

    const email = uniqueEmail('nojs');
    await fillContact(page, { 'First name': 'Ana', 'Last name': 'Ruiz', 'Email address': email });
    await contactForm(page).getByRole('button', { name: 'Submit Message' }).click();
    // Sent, it lands on the confirmation page (Post/Redirect/Get).
    await expect(page).toHaveURL(new RegExp(`${CONTACT_SENT_PATH}#sent$`));
    await expect(page.getByText('Thank you, your message has been sent.')).toBeVisible();
    await expect(page.getByText('Thank you, your message has been sent.')).toBeInViewport();
    expect(latestMessages()).toContainEqual(expect.objectContaining({ firstName: 'Ana', email, phone: null, subject: 'Hi' }));
  });

  test('a sent message answers 303 to its confirmation page: Back, Forward and reload never send it again', async ({ page }) => {
    await asClient(page);
    const email = uniqueEmail('nojs-prg');
    await page.goto('/contact');
    const posts = formPosts(page);
    await fillContact(page, { 'First name': 'Ana', 'Last name': 'Ruiz', 'Email address': email, Subject: 'Once', Message: 'Only once, please.' });
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await contactForm(page).getByRole('button', { name: 'Submit Message' }).click();
    expect((await answer).status()).toBe(303);
    expect((await answer).headers()['location']).toBe(`${CONTACT_SENT_PATH}#sent`);
    await expect(page).toHaveURL(new RegExp(`${CONTACT_SENT_PATH}#sent$`));
    const done = page.getByText('Thank you, your message has been sent.');
    await expect(done).toBeInViewport();
    await expect(page.getByText('an editor will reply to the email address you gave')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Message Sent' })).toBeVisible();

    await backForwardReload(page, '/contact', CONTACT_SENT_PATH);
    await expect(done).toBeVisible();
    expect(posts).toEqual(['/contact']);
    expect(latestMessages().filter((m) => m.email === email)).toHaveLength(1);
  });

  test('the newsletter signup stores the address and answers 303 to its confirmation page', async ({ page }) => {
    await asClient(page);
    const email = uniqueEmail('nojs-news');
    await page.goto('/');
    const panel = newsletter(page, 'home-daily-updates');
    await panel.getByRole('textbox').fill(email);
    const posts = formPosts(page);
    await panel.getByRole('button', { name: 'Subscribe' }).click();
    // Stored, it lands on the confirmation page (Post/Redirect/Get), its answer at the top.
    await expect(page).toHaveURL(new RegExp(`${NEWSLETTER_SENT_PATH}#sent$`));
    await expect(page.getByText(SUBSCRIBED_MESSAGE)).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1, name: 'Check Your Inbox' })).toBeVisible();
    expect(subscribers()).toContainEqual(expect.objectContaining({ email, source: 'home-daily-updates' }));

    // Back to Home, forward and a reload: no second signup (nor a second confirmation mail).
    await backForwardReload(page, '/', NEWSLETTER_SENT_PATH);
    await expect(page.getByText(SUBSCRIBED_MESSAGE)).toBeVisible();
    expect(posts).toEqual(['/']);
    expect(subscribers().filter((s) => s.email === email)).toHaveLength(1);
  });

  test('a refused signup still answers in place, at the form', async ({ page }) => {
    await asClient(page);
    await page.goto('/newsletter');
    const panel = newsletter(page, 'newsletter-page');
    await panel.getByRole('textbox').fill('not-an-address');
    await panel.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter#newsletter-newsletter-page$/);
    await expect(newsletter(page, 'newsletter-page').getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(newsletter(page, 'newsletter-page').getByRole('status')).toBeInViewport();
  });
});
