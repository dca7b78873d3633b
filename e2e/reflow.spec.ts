/**
 * Reflow (WCAG 1.4.10): every page reads at 320 px wide, and at 640 px (a 1280 px window zoomed to
 * 200 %), without scrolling sideways. Each page is checked once per width, in the desktop project.
 */
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
