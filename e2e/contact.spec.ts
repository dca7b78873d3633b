import { CONTACT_SENT_HEADING, SUBSCRIBED_MESSAGE } from '../src/features/newsletter/messages';
import { asClient, uniqueEmail } from './formsSupport';
import type { Page } from '@playwright/test';
import { FEED_FRAME_HEIGHT_PX, OFFICE_HOURS } from '../src/config/constants';
import { formatAddress, site } from '../src/config/site';
import { feeds } from '../src/config/thirdParty';
import { contactAdBanners, contactPageArticle } from '../src/features/contact/contactPage';
import { expect, expectNoAxeViolations, isMobile, test } from './fixtures';
import { OWN_HEADLINES_COUNT } from '../src/features/news/ownHeadlines';

const feed = feeds.contact;
const feedRoute = 'https://rss.app/**';

/** A small stand-in for the feed host's page. */
const feedStub = `<!doctype html><html lang="en"><head><title>Community feed</title></head>
<body><main aria-label="Community feed posts"><h1>Community feed</h1><p>Stub post: sunrise over White Rock Lake.</p></main></body></html>`;

async function routeFeed(page: Page, state: 'loads' | 'fails') {
  await page.route(feedRoute, (route) =>
    state === 'loads' ? route.fulfill({ contentType: 'text/html', body: feedStub }) : route.abort('internetdisconnected'),
  );
}

test('shows the intro, the contact card, the article card and the newsletter', async ({ page, consoleErrors }) => {
  await routeFeed(page, 'fails');
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('feedback');
  await expect(main).toContainText('questions');
  await expect(main).toContainText('story ideas');

  const card = page.getByRole('region', { name: 'Contact Information' });
  await expect(card.locator('address')).toContainText(site.address.street);
  await expect(card.locator('address')).toContainText(`${site.address.city}, ${site.address.region} ${site.address.postalCode}`);
  expect(formatAddress()).toContain(site.address.street);
  await expect(card.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', `tel:${site.phone.tel}`);
  await expect(card.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  // Office hours read as term and description pairs.
  const hours = card.getByRole('definition');
  await expect(card.getByRole('term')).toHaveText([OFFICE_HOURS.weekdays, OFFICE_HOURS.closed]);
  await expect(hours).toHaveText([OFFICE_HOURS.hours, 'Closed']);

  const article = page.getByRole('link', { name: new RegExp(contactPageArticle.title) });
  await expect(article).toHaveAttribute('href', contactPageArticle.href);

  const newsletter = page.getByRole('region', { name: 'Subscribe to Our Newsletter' });
  await expect(newsletter.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('type', 'email');
  await expect(newsletter.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  // The newsletter pages' 'Sign up again' links lead here.
  await expect(newsletter).toHaveAttribute('id', 'newsletter');
  expect(consoleErrors).toEqual([]);
});

test('the message form has labeled fields of the right types, keeps what was typed when incomplete and confirms on the page', async ({ page }) => {
  await asClient(page);
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  const fields = {
    'First name': { value: 'Ana', type: 'text', autocomplete: 'given-name' },
    'Last name': { value: 'Flores', type: 'text', autocomplete: 'family-name' },
    'Email address': { value: uniqueEmail('ana'), type: 'email', autocomplete: 'email' },
    'Phone number (optional)': { value: '214-555-0199', type: 'tel', autocomplete: 'tel' },
    Subject: { value: 'Story idea: Bishop Arts', type: 'text', autocomplete: null },
  } as const;
  for (const [label, field] of Object.entries(fields)) {
    const input = form.getByRole('textbox', { name: label });
    await expect(input).toHaveAttribute('type', field.type);
    if (field.autocomplete) await expect(input).toHaveAttribute('autocomplete', field.autocomplete);
    await input.fill(field.value);
  }
  // The one optional field says so in its label (as the event form's do); the others are required.
  for (const label of ['First name', 'Last name', 'Email address', 'Subject', 'Message']) {
    await expect(form.getByRole('textbox', { name: label, exact: true })).toHaveAttribute('required', '');
  }
  await expect(form.getByRole('textbox', { name: 'Phone number (optional)', exact: true })).not.toHaveAttribute('required');
  const message = form.getByRole('textbox', { name: 'Message' });
  await expect(message).toHaveAttribute('rows', '5');

  // Without a message the form refuses, on the page, and loses nothing typed.
  const url = page.url();
  await form.getByRole('button', { name: 'Submit Message' }).click();
  await expect(page).toHaveURL(url);
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  for (const [label, field] of Object.entries(fields)) {
    await expect(form.getByRole('textbox', { name: label })).toHaveValue(field.value);
  }

  await message.fill('The new mural on Davis Street deserves a story.');
  await form.getByRole('button', { name: 'Submit Message' }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByText(CONTACT_SENT_HEADING)).toBeVisible();
});

test('the newsletter form keeps the reader on the page and confirms the signup', async ({ page }) => {
  await asClient(page);
  await page.goto('/contact');
  const newsletter = page.getByRole('region', { name: 'Subscribe to Our Newsletter' });
  const email = newsletter.getByRole('textbox', { name: 'Email address' });
  await email.fill(uniqueEmail('reader'));
  const url = page.url();
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(url);
  await expect(newsletter.getByRole('status')).toHaveText(SUBSCRIBED_MESSAGE);
});

test('reserves labeled ad slots above, in the middle and below', async ({ page }) => {
  await page.goto('/contact');
  const main = page.getByRole('main');
  const ids: string[] = [contactAdBanners.top[0], contactAdBanners.middle, contactAdBanners.bottom[0]];
  // A phone shows one banner per row; a wider screen shows the second one too.
  if (!isMobile(page)) ids.push(contactAdBanners.top[1], contactAdBanners.bottom[1]);
  for (const id of ids) {
    const slot = main.locator(`[data-banner-id="${id}"]`);
    await expect(slot).toBeVisible();
    await expect(slot).toContainText('Advertisement');
    expect((await slot.boundingBox())?.height).toBeGreaterThanOrEqual(250);
  }
  // Above the form, between the form and the feed, below the feed.
  const y = async (selector: string) => (await main.locator(selector).first().boundingBox())?.y ?? NaN;
  const form = await y('form[aria-label="Send us a message"]');
  const frame = await y('[data-feed-status]');
  expect(await y(`[data-banner-id="${contactAdBanners.top[0]}"]`)).toBeLessThan(form);
  expect(await y(`[data-banner-id="${contactAdBanners.middle}"]`)).toBeGreaterThan(form);
  expect(await y(`[data-banner-id="${contactAdBanners.middle}"]`)).toBeLessThan(frame);
  expect(await y(`[data-banner-id="${contactAdBanners.bottom[0]}"]`)).toBeGreaterThan(frame);
});

test('the feed frame loads in its reserved, sandboxed, lazy 800 px box', async ({ page }) => {
  test.skip(isMobile(page), 'the same frame component as News, whose spec checks it at 375 px');
  // axe on a long page: give a loaded machine room.
  test.slow();
  await routeFeed(page, 'loads');
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 2, name: feed.title })).toBeVisible();
  const box = page.locator('[data-feed-status]');
  expect((await box.boundingBox())?.height).toBe(FEED_FRAME_HEIGHT_PX);
  await box.scrollIntoViewIfNeeded();
  await expect(box).toHaveAttribute('data-feed-status', 'ok');
  const frame = page.getByTitle(feed.title, { exact: true });
  await expect(frame).toHaveAttribute('loading', 'lazy');
  await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(frame).toHaveAttribute('src', feed.src);
  await expect(page.frameLocator(`iframe[title="${feed.title}"]`).getByText('Stub post: sunrise over White Rock Lake.')).toBeVisible();
  await expectNoAxeViolations(page, '/contact with the feed loaded');
});

test('the feed frame falls back to a link when its host cannot be reached', async ({ page, consoleErrors }) => {
  test.skip(isMobile(page), 'the same frame component as News, whose spec checks it at 375 px');
  // axe on a long page: give a loaded machine room.
  test.slow();
  await routeFeed(page, 'fails');
  await page.goto('/contact');
  const box = page.locator('[data-feed-status]');
  await box.scrollIntoViewIfNeeded();
  await expect(box).toHaveAttribute('data-feed-status', 'failed');
  expect((await box.boundingBox())?.height).toBe(FEED_FRAME_HEIGHT_PX);
  const link = box.getByRole('link', { name: /^Open the feed/ });
  await expect(link).toHaveAttribute('href', feed.fallbackHref);
  await expect(page.getByTitle(feed.title, { exact: true })).toHaveCount(0);
  await expect(box.locator('[data-own-headlines] li a')).toHaveCount(OWN_HEADLINES_COUNT);
  await expectNoAxeViolations(page, '/contact with the feed unavailable');
  expect(consoleErrors).toEqual([]);
});

test('every external link opens a new tab without an opener', async ({ page }) => {
  test.skip(isMobile(page), 'the same links at every width');
  await routeFeed(page, 'fails');
  await page.goto('/contact');
  await page.locator('[data-feed-status]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-feed-status]')).toHaveAttribute('data-feed-status', 'failed');
  const external = page.locator('main a[href^="http"]');
  await expect(external).toHaveCount(2);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('fits the screen without sideways scrolling, with the feed and without', async ({ page }) => {
  await routeFeed(page, 'loads');
  await page.goto('/contact');
  await page.locator('[data-feed-status]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-feed-status]')).toHaveAttribute('data-feed-status', 'ok');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.unroute(feedRoute);
  await routeFeed(page, 'fails');
  await page.reload();
  await page.locator('[data-feed-status]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-feed-status]')).toHaveAttribute('data-feed-status', 'failed');
  await page.locator('footer').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
});
