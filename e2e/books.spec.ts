import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { books } from '../src/content/books';
import { coverHost } from '../src/config/thirdParty';
import { COVER_PLACEHOLDER_SRC, universityPromo } from '../src/features/books/booksPage';
import { expect, expectNoAxeViolations, test } from './fixtures';

const coverRoute = `${coverHost}/**`;

/** A stand-in cover (2:3) served in place of the cover host. */
const stubCover =
  '<svg xmlns="http://www.w3.org/2000/svg" width="180" height="270"><rect width="180" height="270" fill="#0b2d4f"/></svg>';

/** The mean difference of two same-sized screenshots, per channel, 0 to 255. */
async function meanPixelDifference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer()));
  expect(x!.length).toBe(y!.length);
  let sum = 0;
  for (let i = 0; i < x!.length; i++) sum += Math.abs(x![i]! - y![i]!);
  return sum / x!.length;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Records layout shifts of elements inside the book grid, from the first paint on. */
async function watchGridLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { gridShifts: number };
    w.gridShifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { sources?: { node?: Node | null }[] }[]) {
        for (const source of entry.sources ?? []) {
          const node = source.node;
          const el = node instanceof Element ? node : node?.parentElement;
          if (el?.closest('[data-book-grid]')) w.gridShifts += 1;
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test('shows the back link, the university banner and every book with its Amazon link', async ({ page, consoleErrors }) => {
  // Forty cards to walk through (or two axe runs): give a loaded machine room.
  test.slow();
  await page.route(coverRoute, (route) => route.abort());
  await page.goto('/books');
  await expect(page.getByRole('heading', { level: 1, name: 'Books' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

  const promo = page.getByRole('region', { name: universityPromo.headline });
  await expect(promo).toContainText(universityPromo.name);
  await expect(promo.getByRole('link', { name: /^Apply for Admission/ })).toHaveAttribute('href', universityPromo.applyHref);
  await expect(promo.getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', universityPromo.learnMoreHref);

  await expect(page.getByRole('link', { name: /^View All Books on Amazon/ })).toHaveAttribute('href', /^https:\/\/www\.amazon\.com\//);

  const cards = page.locator('[data-book-grid] > li');
  await expect(cards).toHaveCount(books.length);
  expect(books.length).toBeGreaterThanOrEqual(40);
  for (const [i, book] of books.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(book.title);
    await expect(card).toContainText(book.author);
    await expect(card.getByRole('img', { name: `Cover of ${book.title} by ${book.author}` })).toHaveCount(1);
    // Chromium may put a space where the visually hidden part of the name starts.
    const link = card.getByRole('link', { name: new RegExp(`^View on Amazon\\s?: ${escapeRegExp(book.title)} \\(opens in a new tab\\)$`) });
    await expect(link).toHaveAttribute('href', book.link);
  }
  expect(consoleErrors).toEqual([]);
});

test('every external link on the page opens a new tab without an opener', async ({ page }) => {
  await page.route(coverRoute, (route) => route.abort());
  await page.goto('/books');
  const external = page.locator('main a[href^="http"]');
  // Two banner links, 'View All Books on Amazon' and one link per book.
  await expect(external).toHaveCount(books.length + 3);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('with the cover host blocked every cover shows the placeholder once, in the same box', async ({ page, consoleErrors }) => {
  // Forty cards to walk through (or two axe runs): give a loaded machine room.
  test.slow();
  const requests = new Map<string, number>();
  await page.route(coverRoute, (route) => {
    const url = route.request().url();
    requests.set(url, (requests.get(url) ?? 0) + 1);
    return route.abort('internetdisconnected');
  });
  await watchGridLayoutShifts(page);
  await page.goto('/books');

  const covers = page.locator('[data-book-cover] img');
  await expect(covers).toHaveCount(books.length);
  // Lazy covers only load near the viewport: walk down the shelf.
  for (const cover of await covers.all()) {
    await cover.scrollIntoViewIfNeeded();
    await expect(cover).toHaveAttribute('src', COVER_PLACEHOLDER_SRC);
    await expect(cover).toHaveAttribute('data-fallback', 'true');
    const box = await cover.boundingBox();
    expect(box && box.height / box.width).toBeCloseTo(1.5, 1);
  }
  // The placeholder is printed with the book's title.
  const firstCard = page.locator('[data-book-grid] > li').first();
  await firstCard.scrollIntoViewIfNeeded();
  await expect(firstCard.locator('[data-cover-caption]')).toBeVisible();
  await expect(firstCard.locator('[data-cover-caption]')).toContainText(books[0]!.title);
  // Forty placeholders still read like a designed shelf: each printed with its title and author, and
  // tinted so that neighbors differ.
  const printed = await page.locator('[data-book-grid] > li').evaluateAll((items) =>
    items.map((li) => {
      const tint = li.querySelector('[data-cover-tint]');
      return {
        caption: li.querySelector('[data-cover-caption]')?.textContent ?? '',
        tint: tint && tint.getClientRects().length > 0 ? getComputedStyle(tint).backgroundColor : null,
      };
    }),
  );
  expect(printed).toHaveLength(books.length);
  printed.forEach(({ caption, tint }, i) => {
    expect(caption).toContain(books[i]!.title);
    expect(caption).toContain(books[i]!.author);
    expect(tint).not.toBeNull();
    if (i > 0) expect(tint).not.toBe(printed[i - 1]!.tint);
  });
  expect(new Set(printed.map((p) => p.tint)).size).toBeGreaterThanOrEqual(6);

  // Each cover was asked for once: no retry loop.
  expect(requests.size).toBe(books.length);
  expect([...requests.values()].every((n) => n === 1)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { gridShifts: number }).gridShifts)).toBe(0);
  expect(consoleErrors).toEqual([]);
});

test('covers that load are shown as they are, lazily below the first row', async ({ page }) => {
  await page.route(coverRoute, (route) => route.fulfill({ contentType: 'image/svg+xml', body: stubCover }));
  await page.goto('/books');
  const covers = page.locator('[data-book-cover] img');
  await expect(covers.first()).toHaveAttribute('loading', 'eager');
  await expect(covers.last()).toHaveAttribute('loading', 'lazy');
  const last = covers.last();
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(last).toHaveAttribute('src', books.at(-1)!.cover);
  await expect(last).not.toHaveAttribute('data-fallback');
  await expect(page.locator('[data-book-grid] [data-cover-caption]').last()).toBeHidden();
});

test('has no axe violations with covers and with placeholders', async ({ page }) => {
  // Forty cards to walk through (or two axe runs): give a loaded machine room.
  test.slow();
  await page.route(coverRoute, (route) => route.fulfill({ contentType: 'image/svg+xml', body: stubCover }));
  await page.goto('/books');
  await expectNoAxeViolations(page, '/books with covers');
  await page.unroute(coverRoute);
  await page.route(coverRoute, (route) => route.abort());
  await page.reload();
  await expect(page.locator('[data-book-cover] img').first()).toHaveAttribute('data-fallback', 'true');
  await expectNoAxeViolations(page, '/books with placeholders');
});

test('fits the screen without sideways scrolling', async ({ page }) => {
  await page.goto('/books');
  await page.locator('footer').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a cover that does not arrive shows the blank cover, not a broken image', async ({ page }) => {
    const placeholder = readFileSync(path.join('public', COVER_PLACEHOLDER_SRC));
    // The first cover is eager, so it has loaded or failed by the load event.
    const cover = page.locator('[data-book-cover]').first();
    await page.route(coverRoute, (route) => route.fulfill({ contentType: 'image/svg+xml', body: placeholder }));
    await page.goto('/books');
    const drawn = await cover.screenshot();
    await page.unroute(coverRoute);
    await page.route(coverRoute, (route) => route.abort('internetdisconnected'));
    await page.reload();
    const failed = await cover.screenshot();
    // The failed cover looks like the blank cover served as the cover, not an icon and alt text.
    expect(await meanPixelDifference(failed, drawn)).toBeLessThan(3);
  });
});
