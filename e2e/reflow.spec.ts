/**
 * Reflow (WCAG 1.4.10): every page reads at 320 px wide, and at 640 px (a 1280 px window zoomed to
 * 200 %), without scrolling sideways. Each page is checked once per width, in the desktop project.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, newsroomRoutes, routes, test } from './fixtures';

const paths = [...routes.map((r) => r.path), ...newsroomRoutes.map((r) => r.path), '/search?q=council', '/news/category/politics'];

for (const width of [320, 640]) {
  test(`every page fits ${width} px without sideways scrolling`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    const wide: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      if (scroll > client) wide.push(`${path}: ${scroll} px wide in ${client}`);
    }
    expect(wide).toEqual([]);
  });
}

test("the masthead grows with a reader's large default text size instead of cutting its title or pushing search off the screen", async ({ page }) => {
  for (const width of [768, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/about');
    // Chromium's "very large" default text size: 24 px instead of 16.
    await page.addStyleTag({ content: 'html { font-size: 150% }' });
    const header = (await page.getByRole('banner').boundingBox())!;
    const title = (await page.getByRole('banner').getByRole('link', { name: 'Dallas Local', exact: true }).boundingBox())!;
    expect(title.y, `${width} px: the title starts inside the masthead`).toBeGreaterThanOrEqual(header.y);
    const client = await page.evaluate(() => document.documentElement.clientWidth);
    const search = page.getByRole('banner').getByRole('search', { name: 'Site' });
    for (const control of [search.getByRole('searchbox'), search.getByRole('button', { name: 'Search' }), page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' })]) {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width, `${width} px: ${await control.textContent()} on the screen`).toBeLessThanOrEqual(client);
    }
  }
});

/**
 * A reader's large default text size (150 %: Chromium's "very large", 24 px; 200 %: 32 px), as the tests
 * above simulate it: the root's size, which every rem of the layout follows.
 */
async function useLargeText(page: Page, percent: 150 | 200) {
  await page.addStyleTag({ content: `html { font-size: ${percent}% }` });
}

/** Which of the shown elements of `locator` reach past the left or right edge of the screen. */
async function outsideTheScreen(locator: Locator): Promise<string[]> {
  const client = await locator.page().evaluate(() => document.documentElement.clientWidth);
  const found: string[] = [];
  for (const element of await locator.all()) {
    const box = await element.boundingBox();
    if (box && (box.x < -0.5 || box.x + box.width > client + 0.5)) {
      found.push(`${(await element.textContent())?.trim().slice(0, 40)}: ${Math.round(box.x)} to ${Math.round(box.x + box.width)} px in ${client}`);
    }
  }
  return found;
}

test("Home's Community Spotlight keeps its View All link on a phone's screen at a large text size", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const spotlight = page.getByRole('region', { name: 'Community Spotlight' });
  const viewAll = spotlight.getByRole('link', { name: 'View All community stories' });
  const heading = spotlight.getByRole('heading', { name: 'Community Spotlight' });
  // At the default size the link stays beside the heading, as it always was.
  const besideAtDefault = [(await heading.boundingBox())!, (await viewAll.boundingBox())!];
  expect(besideAtDefault[1]!.x, 'View All beside the heading').toBeGreaterThan(besideAtDefault[0]!.x + besideAtDefault[0]!.width);
  for (const percent of [150, 200] as const) {
    await useLargeText(page, percent);
    expect(await outsideTheScreen(spotlight.locator('h2, a')), `${percent} %`).toEqual([]);
    // Below the heading when it has no room beside it, not drawn over it.
    const headingBox = (await heading.boundingBox())!;
    const link = (await viewAll.boundingBox())!;
    const overlaps = link.x < headingBox.x + headingBox.width && link.y < headingBox.y + headingBox.height;
    expect(overlaps, `${percent} %: View All clear of the heading`).toBe(false);
  }
});

test('the radio cards fit a phone at a large text size, and the status stays inside them, unbroken', async ({ page }) => {
  // The stream's request is held and never answered, and the page's clock is paused: the player says
  // 'Connecting…' (its start time-out never runs out).
  await page.clock.install();
  await page.route('**/api/stream?**', () => {});
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/radio');
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  await page.clock.pauseAt(Date.now() + 1000);
  await useLargeText(page, 150);
  const cards = page.getByRole('main').getByRole('region');
  expect(await cards.count()).toBe(2);
  expect.soft(await outsideTheScreen(cards), 'the player and Now Playing').toEqual([]);
  expect.soft(await outsideTheScreen(page.getByRole('main').locator('button, input, p, h2')), 'what the cards hold').toEqual([]);
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect.soft(scroll, 'no sideways scrolling').toBeLessThanOrEqual(client);
  await page.getByRole('button', { name: 'Play' }).click();
  const status = page.getByRole('main').getByRole('status');
  await expect(status).toHaveText('Connecting…');
  expect(await outsideTheScreen(page.getByRole('main').locator('section, button, input, p')), "the cards, 'Connecting…'").toEqual([]);
  // One word on one line: a status squeezed beside the play button was broken inside the word.
  const lines = await status.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
  });
  expect(lines, "'Connecting…' on one line").toBe(1);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test("the footer's promotion grows with a large text size instead of drawing its words over each other", async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/about');
    await useLargeText(page, 200);
    const promotion = page.getByRole('contentinfo').locator('[data-house-promotion]');
    const problems = await promotion.evaluate((el) => {
      const box = el.getBoundingClientRect();
      // The body's parts, and those of its actions (the button and the site's name).
      const parts = [...Array.from(el.querySelector('.promo-body')!.children), ...Array.from(el.querySelector('.promo-actions')!.children)].filter(
        (part) => part.getClientRects().length > 0 && !part.classList.contains('promo-actions'),
      );
      const rects = parts.map((part) => part.getBoundingClientRect());
      const found: string[] = [];
      rects.forEach((a, i) => {
        const name = parts[i]!.getAttribute('class');
        if (a.bottom > box.bottom + 0.5 || a.right > box.right + 0.5) found.push(`${name} outside its box`);
        rects.slice(i + 1).forEach((b, k) => {
          const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
          if (overlap) found.push(`${name} over ${parts[i + 1 + k]!.getAttribute('class')}`);
        });
      });
      return found;
    });
    expect.soft(problems, `${width} px`).toEqual([]);
    // Nor does the footer (its columns, the e-mail address) reach past the screen.
    expect.soft(await outsideTheScreen(page.getByRole('contentinfo').locator('section, nav, a, p')), `${width} px`).toEqual([]);
  }
});
