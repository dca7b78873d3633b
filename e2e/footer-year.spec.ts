import { expect, test } from './fixtures';

/**
 * The copyright line shows the reader's year even when the page was prerendered (and cached) in an
 * earlier one: the browser's clock is set years past the build.
 */
test("the footer's copyright shows the reader's current year", async ({ page }) => {
  await page.clock.install({ time: new Date('2031-01-01T00:10:00') });
  await page.goto('/about');
  await expect(page.locator('footer')).toContainText('© 2031 Dallas Local. All rights reserved.');
});
