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
