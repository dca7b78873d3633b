import { expectNoAxeViolations, expect, isMobile, mobileMenu, newsroomRoutes, routes, sentRoutes, test } from './fixtures';

const mainNavLabels = ['Home', 'News', 'Community', 'Events', 'Contact Us', 'About Us'];
const footerQuickLinks = ['Home', 'Privacy Policy', 'Terms of Service', 'Latest News', 'Upcoming Events'];

for (const route of [...routes, ...newsroomRoutes, ...sentRoutes]) {
  test.describe(`route ${route.path}`, () => {
    test('answers 200 with its title, heading, header and footer, and no axe violations', async ({ page, consoleErrors }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();

      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Dallas Local', exact: true })).toHaveAttribute('href', '/');

      if (isMobile(page)) {
        await expect(mobileMenu(page).toggle).toBeVisible();
      } else {
        const nav = header.getByRole('navigation', { name: 'Main' });
        for (const label of mainNavLabels) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
        await expect(header.getByRole('link', { name: 'Books' })).toBeVisible();
        await expect(header.getByRole('link', { name: 'Radio' })).toBeVisible();
        await expect(header.getByRole('link', { name: /on Facebook/ })).toHaveAttribute('target', '_blank');
        await expect(header.getByRole('search')).toBeVisible();
      }

      const footer = page.getByRole('contentinfo');
      const quick = footer.getByRole('navigation', { name: 'Quick Links' });
      for (const label of footerQuickLinks) await expect(quick.getByRole('link', { name: label, exact: true })).toBeVisible();
      await expect(footer.getByRole('link', { name: /^\(214\) 555-0142$/ })).toHaveAttribute('href', 'tel:+12145550142');
      await expect(footer.getByRole('link', { name: 'newsroom@dallaslocal.news' })).toHaveAttribute(
        'href',
        'mailto:newsroom@dallaslocal.news',
      );
      for (const partner of await footer.getByRole('navigation', { name: 'Partners' }).getByRole('link').all()) {
        await expect(partner).toHaveAttribute('target', '_blank');
        await expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
      }
      await expect(footer).toContainText(`© ${new Date().getFullYear()} Dallas Local`);
      await expect(footer.locator('[data-ad-slot]')).toContainText('Advertisement');
      expect(consoleErrors).toEqual([]);
      // The same load, once the page has settled: axe (one page load per route and width, not two).
      await expectNoAxeViolations(page);
    });
  });
}

test('the current page is marked in the navigation', async ({ page }) => {
  test.skip(isMobile(page), 'desktop navigation');
  await page.goto('/events');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
});

test('the search box logs the term and opens the search page', async ({ page }) => {
  await page.goto('/news');
  if (isMobile(page)) await mobileMenu(page).toggle.click();
  const logged = page.waitForEvent('console', (msg) => msg.text().includes('Deep Ellum'));
  const search = page.getByRole('search').filter({ visible: true });
  await search.getByRole('searchbox').fill('Deep Ellum');
  await search.getByRole('button', { name: 'Search' }).click();
  expect((await logged).text()).toBe('Search: Deep Ellum');
  await expect(page).toHaveURL(/\/search\?q=Deep\+Ellum$/);
});

test.describe('not found', () => {
  test('an unknown path answers 404 and logs the path', async ({ page }) => {
    const logged = page.waitForEvent('console', (msg) => msg.text().includes('/no-such-page'));
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    expect((await logged).text()).toContain('404: no page at /no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a missing story reached without a page load logs its path too', async ({ page }) => {
    await page.goto('/about');
    const logged: string[] = [];
    page.on('console', (msg) => logged.push(msg.text()));
    // A client-side navigation, as a link on a page cached before the story was unpublished makes.
    await page.evaluate(() => (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push('/news/no-such-story'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
    await expect.poll(() => logged).toContain('404: no page at /news/no-such-story');
    // Leaving the 404 page for a page that exists logs nothing more.
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(logged.filter((text) => text.startsWith('404:'))).toEqual(['404: no page at /news/no-such-story']);
  });

  test('the 404 page has no axe violations', async ({ page }) => {
    await page.goto('/missing/deeper/path');
    await expectNoAxeViolations(page);
  });

  test('a missing story loaded directly shows the 404 page, logs its path once and throws nothing', async ({ page }) => {
    const logged: string[] = [];
    const uncaught: string[] = [];
    page.on('console', (msg) => logged.push(msg.text()));
    page.on('pageerror', (error) => uncaught.push(error.message));
    const response = await page.goto('/news/no-such-story');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
    await expect.poll(() => logged).toContain('404: no page at /news/no-such-story');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(logged.filter((text) => text.startsWith('404:'))).toEqual(['404: no page at /news/no-such-story']);
    expect(uncaught).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test("a missing page keeps one robots tag once its scripts have run, and no X-Robots-Tag beside it", async ({ page }) => {
    test.skip(isMobile(page), 'the same document at every width');
    // A page's own 404 (MissingContent) and an unknown address (global-not-found). Next.js's not-found
    // boundary, taking over a page's own 404 in the browser, added a second noindex tag to the head's.
    for (const path of ['/news/no-such-story', '/community/groups/no-such-group', '/authors/no-such-author', '/no-such-page']) {
      const logged: string[] = [];
      const log = (msg: { text(): string }) => logged.push(msg.text());
      page.on('console', log);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(response?.headers()['x-robots-tag'], path).toBeUndefined();
      // The scripts have run (MissingPageLog logs from an effect) and have nothing more to fetch.
      await expect.poll(() => logged, { message: path }).toContain(`404: no page at ${path}`);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 }), path).toContainText('Oops! Page not found');
      await expect(page.locator('meta[name="robots"]'), path).toHaveCount(1);
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', 'noindex');
      page.off('console', log);
    }
  });

  test.describe('without JavaScript', () => {
    // A page's own "not found" (a story, group, initiative or category that does not exist) is in the
    // document itself, as an unknown address's is: not a blank page until the scripts run.
    test.use({ javaScriptEnabled: false });

    for (const path of [
      '/news/no-such-story',
      '/community/groups/no-such-group',
      '/community/initiatives/no-such-initiative',
      '/news/category/no-such-category',
      '/news/top/99',
      '/no-such-page',
    ]) {
      test(`${path} answers 404 with the 404 page in the site's frame`, async ({ page }) => {
        test.skip(isMobile(page), 'the same markup at every width; the 404 page at 375 px is checked above');
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page).toHaveTitle('Page not found - Dallas Local');
        await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found');
        await expect(page.getByRole('banner').getByRole('link', { name: 'Dallas Local', exact: true })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        // Kept out of search engines, by one tag.
        await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      });
    }
  });
});

test.describe('mobile menu', () => {
  test.beforeEach(({ page }) => {
    test.skip(!isMobile(page), 'the menu exists below 768 px');
  });

  test('opens, closes on link choice and navigates', async ({ page }) => {
    await page.goto('/');
    const { menu, toggle } = mobileMenu(page);
    await expect(menu).not.toHaveAttribute('open');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await toggle.click();
    await expect(menu).toHaveAttribute('open');
    const panel = page.getByRole('navigation', { name: 'Mobile' });
    for (const label of [...mainNavLabels, 'Books', 'Radio']) {
      await expect(panel.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /on Instagram/ }).filter({ visible: true })).toBeVisible();
    await expectNoAxeViolations(page, 'open mobile menu');
    await panel.getByRole('link', { name: 'Community' }).click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(menu).not.toHaveAttribute('open');
    await expect(panel).toBeHidden();
  });

  test('Escape closes it and returns focus to the toggle', async ({ page }) => {
    await page.goto('/about');
    const { menu, toggle } = mobileMenu(page);
    await toggle.click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'News' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open');
    await expect(toggle).toBeFocused();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('Tab past its last link closes it: focus never lands under the open panel', async ({ page }) => {
    await page.goto('/news');
    const { menu, toggle } = mobileMenu(page);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('open');
    // Forward through the panel: while focus is in it, it stays open.
    const last = menu.getByRole('link').last();
    await last.focus();
    await expect(menu).toHaveAttribute('open');
    await page.keyboard.press('Tab');
    await expect(menu).not.toHaveAttribute('open');
    const focused = page.locator(':focus');
    await expect(focused).toBeInViewport();
    // What has focus is what is on top at its place, not something under the panel.
    const onTop = await focused.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && (el === hit || el.contains(hit));
    });
    expect(onTop).toBe(true);
    // Backwards from the button, too.
    await toggle.click();
    await expect(menu).toHaveAttribute('open');
    await toggle.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(menu).not.toHaveAttribute('open');
  });

  test('a tap outside the panel only closes it, and the page behind does not scroll while it is open', async ({ page }) => {
    await page.goto('/');
    const url = page.url();
    const { menu, toggle } = mobileMenu(page);
    await toggle.click();
    await expect(menu).toHaveAttribute('open');
    const panel = await menu.locator('[data-mobile-menu-panel]').boundingBox();
    expect(panel).not.toBeNull();
    // A point below the panel with one of the page's links under it (a card's), covered by the backdrop.
    const point = await page.evaluate((panelBottom) => {
      const x = Math.round(window.innerWidth / 2);
      for (let y = Math.ceil(panelBottom) + 8; y < window.innerHeight - 4; y += 8) {
        const stack = document.elementsFromPoint(x, y);
        const link = stack.find((el) => el.closest('main a'));
        if (link) return { x, y, top: stack[0]?.closest('summary') != null };
      }
      return null;
    }, panel!.y + panel!.height);
    expect(point, 'a link of the page below the open panel').not.toBeNull();
    expect(point!.top, 'the backdrop is on top there').toBe(true);

    // While open, the page does not scroll (CSS: html:has([data-mobile-menu][open])).
    await expect(page.locator('html')).toHaveCSS('overflow-y', 'hidden');
    await page.mouse.move(point!.x, point!.y);
    await page.mouse.wheel(0, 600);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.touchscreen.tap(point!.x, point!.y);
    await expect(menu).not.toHaveAttribute('open');
    expect(page.url()).toBe(url);
    await expect(page.locator('html')).not.toHaveCSS('overflow-y', 'hidden');
    // Closed, the same wheel scrolls the page (the check above measured something).
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(page.url()).toBe(url);
  });

  test.describe('before or without scripts', () => {
    // A slow network delivers the page long before its scripts: the menu is a native disclosure.
    test.use({ javaScriptEnabled: false });

    test('opens from the keyboard and leads to every section', async ({ page }) => {
      await page.goto('/events');
      const { menu, toggle } = mobileMenu(page);
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(menu).toHaveAttribute('open');
      const panel = page.getByRole('navigation', { name: 'Mobile' });
      for (const label of [...mainNavLabels, 'Books', 'Radio']) {
        await expect(panel.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      await panel.getByRole('link', { name: 'Radio', exact: true }).click();
      await expect(page).toHaveURL(/\/radio$/);
      await expect(mobileMenu(page).menu).not.toHaveAttribute('open');
      await toggle.click();
      await expect(page.getByRole('search', { name: 'Site' }).filter({ visible: true }).getByRole('searchbox')).toBeVisible();
      // The backdrop closes it without scripts too: it is the toggle's own ::after.
      const viewport = page.viewportSize()!;
      await page.touchscreen.tap(viewport.width / 2, viewport.height - 20);
      await expect(mobileMenu(page).menu).not.toHaveAttribute('open');
      await expect(page).toHaveURL(/\/radio$/);
    });
  });
});

test.describe('without JavaScript, no control is shown that would do nothing', () => {
  test.use({ javaScriptEnabled: false });

  test('News shows every section under its heading; Home, a story and the weather drop what needs scripts', async ({ page }) => {
    test.skip(isMobile(page), 'the same markup at every width');
    await page.goto('/news');
    await expect(page.getByRole('tablist', { name: 'News sections' })).toBeHidden();
    for (const section of ['Politics', 'Business', 'Sports', 'Lifestyle']) {
      // Shown, not only read out: a visually hidden heading is one pixel tall.
      const heading = page.getByRole('heading', { level: 2, name: section, exact: true });
      await expect(heading).toBeVisible();
      expect((await heading.boundingBox())?.height, section).toBeGreaterThan(20);
    }
    // (Inside <noscript>, which Playwright's text matching skips: found by its heading's id.)
    const typical = page.locator('section[aria-labelledby="weather-heading-typical"]');
    await expect(typical).toBeVisible();
    await expect(typical).toContainText('A typical May day in Dallas: live conditions need JavaScript.');
    await expect(page.getByText('Loading current conditions…')).toBeHidden();

    await page.goto('/community');
    await expect(page.getByRole('tablist', { name: 'Resource categories' })).toBeHidden();
    // The 'All' panel holds every resource: it alone shows, not each resource twice.
    await expect(page.locator('[data-tab-panel]').filter({ visible: true })).toHaveCount(1);

    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Next slide' })).toBeHidden();
    const story = page.getByRole('region', { name: 'Featured stories' }).getByRole('link').first();
    await page.goto((await story.getAttribute('href'))!);
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Email' })).toBeVisible();
  });
});
