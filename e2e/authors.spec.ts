/**
 * Author pages (issue 19): a co-authored story's byline names both authors and links to their pages;
 * an author page lists the story, carries Person JSON-LD, passes axe, and is reachable from the About
 * page and the sitemap. Bad page numbers and unknown authors answer 404. The story is the seed's one
 * co-authored sample (src/cms/seed/stories.ts `seededCoAuthors`).
 */
import type { Page } from '@playwright/test';
import { slugify } from '../src/cms/slug';
import { seededCoAuthors } from '../src/cms/seed/stories';
import { expect, expectNoAxeViolations, isMobile, test } from './fixtures';

const [storySlug, coAuthors] = Object.entries(seededCoAuthors)[0] ?? ['', []];
const STORY_TITLE = 'Library Tech Tutors Help Vickery Meadow Seniors Get Online';
const FIRST = 'Tyler Nguyen';
const SECOND = coAuthors[0] ?? '';

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((t) => {
    const data = JSON.parse(t) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

test('a co-authored story links both authors; the author page lists it with Person JSON-LD', async ({ page, request, consoleErrors }) => {
  test.setTimeout(90_000); // a story, an author page and About, with two axe runs
  // Links, lists and data are the same at both widths (the header only stacks on a phone): desktop only.
  test.skip(isMobile(page), 'same content at both widths');
  expect(SECOND).toBe('Denise Okafor');
  await page.goto(`/news/${storySlug}`);
  const byline = page.getByRole('article').first().getByTestId('byline');
  await expect(byline).toHaveText(`By ${FIRST} and ${SECOND}`);
  await expect(byline.getByRole('link', { name: FIRST })).toHaveAttribute('href', `/authors/${slugify(FIRST)}`);
  await expect(byline.getByRole('link', { name: SECOND })).toHaveAttribute('href', `/authors/${slugify(SECOND)}`);
  const article = (await jsonLd(page)).find((o) => o['@type'] === 'NewsArticle');
  expect(article?.author).toEqual([
    expect.objectContaining({ '@type': 'Person', name: FIRST, url: expect.stringMatching(new RegExp(`/authors/${slugify(FIRST)}$`)) }),
    expect.objectContaining({ '@type': 'Person', name: SECOND, url: expect.stringMatching(new RegExp(`/authors/${slugify(SECOND)}$`)) }),
  ]);

  // Follow the second author's link: their page lists the co-authored story.
  await byline.getByRole('link', { name: SECOND }).click();
  await expect(page).toHaveURL(new RegExp(`/authors/${slugify(SECOND)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SECOND);
  await expect(page.getByText('Community Outreach Director', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /Denise Okafor/ }).first()).toBeVisible();
  const stories = page.getByRole('list', { name: `Stories by ${SECOND}` });
  await expect(stories.getByRole('link', { name: STORY_TITLE })).toHaveAttribute('href', `/news/${storySlug}`);
  // The co-authored story names both; the author's own stories do not repeat their name.
  await expect(stories.getByRole('listitem').filter({ hasText: STORY_TITLE })).toContainText(`By ${FIRST} and ${SECOND}`);
  const ownBylines = await stories.getByRole('listitem').evaluateAll((items, name) => items.filter((li) => li.textContent?.includes(`By ${name}`) && !li.textContent.includes(' and ')).length, SECOND);
  expect(ownBylines).toBe(0);
  // Newest first.
  const dates = await stories.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
  expect(dates.length).toBeGreaterThan(1);
  expect([...dates].sort().reverse()).toEqual(dates);

  const person = (await jsonLd(page)).find((o) => o['@type'] === 'Person');
  expect(person).toMatchObject({ name: SECOND, jobTitle: 'Community Outreach Director', url: expect.stringMatching(/\/authors\/denise-okafor$/) });
  await expectNoAxeViolations(page, 'author page');

  // Reachable from the About page's team card and from the sitemap.
  await page.goto('/about');
  const card = page.getByRole('region', { name: 'Meet Our Team' }).getByRole('article').filter({ hasText: SECOND });
  await expect(card.getByRole('link', { name: SECOND })).toHaveAttribute('href', `/authors/${slugify(SECOND)}`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/authors/${slugify(FIRST)}</loc>`);
  expect(sitemap).toContain(`/authors/${slugify(SECOND)}</loc>`);

  // A page number that is not one, a page past the last, an unknown author: 404, not a crash.
  for (const path of [`/authors/${slugify(SECOND)}?page=abc`, `/authors/${slugify(SECOND)}?page=0`, `/authors/${slugify(SECOND)}?page=99`, '/authors/nobody-here']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  expect(consoleErrors).toEqual([]);
});
