import type { Page } from '@playwright/test';
import { expect, isMobile, test } from './fixtures';

/**
 * Print: a story on paper is the masthead name, headline, byline, date, hero image with caption, body
 * and the story's address; no navigation, ads, share row, related cards, footer or player. Listings
 * (events, search) print their results and what they hold, not their controls. Chromium makes the PDF
 * only headless, in the desktop project.
 */

/** Pages in a PDF: its page objects (`/Type /Page`, not `/Type /Pages`). */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
}

const hiddenOnPaper = {
  header: 'header.sticky',
  navigation: 'nav',
  ads: '[data-ad-slot], [aria-label="Advertisements"]',
  'share row': 'section[aria-labelledby="share-heading"]',
  'related cards': 'section[aria-labelledby="related-heading"]',
  footer: 'footer',
  player: 'aside[aria-label="Radio player"]',
};

/** How many elements matching `selector` the current media shows. */
function shownCount(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluateAll((els) => els.filter((el) => el.checkVisibility()).length);
}

test.describe('print', () => {
  test.skip(({ page }) => isMobile(page), 'one print layout; the PDF is made in the desktop project');

  test('a story prints with its masthead, headline, byline, image, body and address, and nothing else', async ({ page }) => {
    await page.goto('/news/1');
    await page.emulateMedia({ media: 'print' });
    for (const [what, selector] of Object.entries(hiddenOnPaper)) {
      expect(await shownCount(page, selector), `${what} is hidden in print`).toBe(0);
    }
    const main = page.locator('main');
    // The masthead's name, once: the print masthead, not the hidden header's.
    await expect(page.getByText('Dallas Local', { exact: true }).filter({ visible: true })).toHaveCount(1);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('City Council Backs $48 Million Sidewalk Push for Southern Dallas');
    await expect(main.getByText('Marcus Whitfield')).toBeVisible();
    await expect(main.locator('article header time')).toHaveText('May 14, 2025');
    await expect(main.locator('figure img')).toBeVisible();
    await expect(main.locator('figcaption')).toBeVisible();
    // The story's one address (its slug; /news/1 redirects there), printed for readers of the paper copy.
    await expect(main.getByText(/^https?:\/\/[^ ]+\/news\/city-council-backs-48-million-sidewalk-push-for-southern-dallas$/)).toBeVisible();
  });

  test('a five-paragraph story fits on two Letter pages', async ({ page }) => {
    await page.goto('/news/1');
    await expect(page.locator('main article .font-serif p')).toHaveCount(5);
    const pdf = await page.pdf({ format: 'Letter', printBackground: true });
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
  });

  test('the events page prints the list under its heading, without the calendar, the arrows or the category', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-05-14T12:00:00Z'));
    await page.goto('/events?category=food');
    await expect(page.getByRole('heading', { level: 2, name: 'Food events' })).toBeVisible();
    await expect(page.getByRole('grid')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    for (const [what, selector] of Object.entries({
      calendar: '[role="grid"]',
      'month arrows': '.rdp-nav',
      'category select': '#event-category',
      'filters box': 'section[aria-labelledby="event-filters-title"]',
      'Submit an Event card': 'a[href="/events/submit"]',
    })) {
      expect(await shownCount(page, selector), `${what} is hidden in print`).toBe(0);
    }
    // The list says what it holds, and fills the page's width (no empty column where the filters were).
    const results = page.locator('section[aria-labelledby="event-results-title"]');
    await expect(results.getByRole('heading', { level: 2 })).toHaveText('Food events');
    await expect(results.getByRole('status')).toHaveText('Showing 1 event');
    await expect(results.locator('[data-event-id]').getByRole('heading')).toHaveText(['Klyde Warren Park Food Truck Festival']);
    const [box, mainBox] = [await results.boundingBox(), await page.locator('main').boundingBox()];
    expect(box!.width).toBeGreaterThan(mainBox!.width * 0.8);
  });

  test('a search prints its results and what was searched, without the form or the page links', async ({ page }) => {
    await page.goto('/search?q=park&type=stories&from=2025-01-01&to=2025-12-31');
    await expect(page.getByRole('main').getByRole('search')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    expect(await shownCount(page, '[role="search"]'), 'no search form is printed').toBe(0);
    expect(await shownCount(page, 'nav[aria-label="Search result pages"]'), 'the page links are hidden in print').toBe(0);
    const main = page.locator('main');
    await expect(main.getByRole('status')).toHaveText(/^\d+ results? for “park”/);
    await expect(main.getByText('Stories only, from January 1, 2025 to December 31, 2025.', { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
    // On screen the form says it; the sentence is for paper only.
    await page.emulateMedia({ media: 'screen' });
    await expect(main.getByText('Stories only, from January 1, 2025 to December 31, 2025.', { exact: true })).toBeHidden();
  });

  test('a listing page prints its content without navigation, ads or footer', async ({ page }) => {
    await page.goto('/news');
    await page.emulateMedia({ media: 'print' });
    for (const what of ['header', 'ads', 'footer'] as const) {
      expect(await shownCount(page, hiddenOnPaper[what]), `${what} is hidden in print`).toBe(0);
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
