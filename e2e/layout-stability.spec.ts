/**
 * Layout stability on desktop with classic scrollbars. Playwright hides scrollbars by default, which
 * hides a whole class of layout shift: the scrollbar that appears once a page grows taller than the
 * window, and scroll locking by dialogs. This file runs Chromium with its scrollbars, as readers see it.
 */
import { DONATION_POPUP_DELAY_MS } from '../src/config/constants';
import { CLS_BUDGET } from '../scripts/lib/budgets.mjs';
import { chromiumLaunchOptions } from '../playwright.config';
import { expect, isMobile, routes, test } from './fixtures';
import { layoutShifts } from './support/layoutShifts';

test.use({ launchOptions: { ...chromiumLaunchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] } });

test.beforeEach(({ page }) => {
  test.skip(isMobile(page), 'classic scrollbars are a desktop matter; phones overlay theirs');
});

test('the scrollbar takes room in this browser (or the checks below prove nothing)', async ({ page }) => {
  await page.goto('/privacy');
  expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)).toBeGreaterThan(0);
});

for (const { path } of routes) {
  test(`${path} loads without layout shift beyond the budget`, async ({ page }) => {
    // A slow phone-class CPU (as Lighthouse's): the browser then paints before it has parsed the whole
    // page, which is when late scrollbars and late content move what is already on screen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const shifts = await layoutShifts(page);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    // On failure, the message says what moved, where and when (a rare shift is otherwise hard to find).
    expect(total, JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(CLS_BUDGET);
  });
}

test('no frame is painted before the masthead is whole', async ({ page }) => {
  // On a slow device the browser paints a half-parsed page, and the masthead's right-aligned links moved
  // as the rest of them arrived. A render-blocking `expect` link in the head names the element after it.
  await page.goto('/privacy');
  const target = await page.evaluate(() => {
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="expect"]');
    const id = link?.getAttribute('href')?.replace(/^#/, '');
    const element = id ? document.getElementById(id) : null;
    const masthead = document.querySelector('body header');
    return {
      blocking: link?.getAttribute('blocking'),
      tag: element?.tagName,
      // Rendering resumes when the element is inserted: everything of the masthead must come before it.
      afterMasthead: !!masthead && !!element && !!(masthead.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) && !masthead.contains(element),
    };
  });
  expect(target).toEqual({ blocking: 'render', tag: 'MAIN', afterMasthead: true });
});

test('the donation popup does not move the page behind it', async ({ page }) => {
  await page.clock.install({ time: new Date('2025-05-20T09:00:00-05:00') });
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Featured stories' });
  await expect(hero).toHaveAttribute('data-hydrated', 'true');
  const before = await hero.boundingBox();
  await page.clock.runFor(DONATION_POPUP_DELAY_MS);
  await expect(page.getByRole('dialog', { name: 'Help your neighbors in Dallas' })).toBeVisible();
  expect(await hero.boundingBox()).toEqual(before);
});
