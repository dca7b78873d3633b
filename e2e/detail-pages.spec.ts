import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, isMobile, test } from './fixtures';
import { legacyStoryPaths, seededPath } from './support/seededStories';

/** The JSON-LD objects of the page, flattened (a script may hold an array). */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((t) => {
    const data = JSON.parse(t) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

test.describe('article page', () => {
  test('shows the whole story with byline, image, breadcrumbs and structured data', async ({ page, consoleErrors }) => {
    // The story first published at /news/1, now a seeded story of the newsroom at /news/{slug}.
    const response = await page.goto('/news/1');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${seededPath('/news/1')}$`));
    await expect(page).toHaveTitle('City Council Backs $48 Million Sidewalk Push for Southern Dallas - Dallas Local');

    const article = page.getByRole('article').first();
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('City Council Backs $48 Million Sidewalk Push for Southern Dallas');
    await expect(article.getByRole('link', { name: 'Politics', exact: true })).toHaveAttribute('href', '/news/category/politics');
    await expect(article.getByText('By Marcus Whitfield, Senior Reporter')).toBeVisible();
    await expect(article.locator('time[datetime="2025-05-14"]')).toHaveText('May 14, 2025');

    const hero = article.locator('figure img');
    await expect(hero).toHaveAttribute('width', '1200');
    await expect(hero).toHaveAttribute('height', '675');
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('alt', /Dallas skyline/);
    // The illustration is the seeded media's WebP copy.
    await expect(hero).toHaveAttribute('src', /^\/api\/media\/file\/seed-stories-council-sidewalk-plan-\d+x\d+\.webp$/);
    expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Responsive: the main photo's WebP widths on the <img>, preloaded from the head with the same widths
    // (no <picture>: the main photo is WebP alone, docs/decisions/0034-main-photo-webp.md). The browser takes
    // the copy its screen needs: 900 CSS px at 1280 wide (density 1), the phone's 375 px at density 2.625.
    await expect(article.locator('figure picture')).toHaveCount(0);
    await expect(hero).toHaveAttribute('srcset', /-480x270\.webp 480w, \S+-960x540\.webp 960w, \S+-1600x900\.webp 1600w$/);
    await expect(hero).toHaveAttribute('sizes', '(min-width: 1280px) 900px, (min-width: 1024px) 70vw, 100vw');
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveCount(1);
    expect(await preload.getAttribute('imagesrcset')).toBe(await hero.getAttribute('srcset'));
    expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(isMobile(page) ? /-1600x900\.webp$/ : /-960x540\.webp$/);
    await expect(article.locator('figcaption')).toContainText('sidewalk links');
    await expect(article.locator('figure + div > p')).toHaveCount(5);

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.locator('ol > li')).toHaveCount(4);
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('City Council Backs $48 Million Sidewalk Push for Southern Dallas');

    const ld = await jsonLd(page);
    const news = ld.find((o) => o['@type'] === 'NewsArticle');
    expect(news).toMatchObject({ headline: 'City Council Backs $48 Million Sidewalk Push for Southern Dallas', datePublished: expect.stringMatching(/^2025-05-14T1[12]:[0-5]\d:00-05:00$/) }); // published around noon (the seed)
    expect(news?.author).toEqual([expect.objectContaining({ name: 'Marcus Whitfield' })]);
    expect(news?.publisher).toMatchObject({ name: 'Dallas Local' });
    const trail = ld.find((o) => o['@type'] === 'BreadcrumbList');
    expect((trail?.itemListElement as unknown[]).length).toBe(4);

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${seededPath('/news/1')}$`));
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/feed\.xml$/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    expect(consoleErrors).toEqual([]);
  });

  test('social cards: a story shares its photo, other pages 1200 × 630 PNG renderings of the illustrations', async ({ page, request }) => {
    test.skip(isMobile(page), 'the markup does not depend on the viewport');
    await page.goto('/news/1');
    const photo = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(photo).toMatch(/\/api\/media\/file\/seed-stories-[a-z0-9-]+\.webp$/);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveCount(0);
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /Dallas skyline/);
    expect((await request.get(new URL(photo ?? '').pathname)).headers()['content-type']).toBe('image/webp');

    await page.goto('/');
    const card = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(card).toMatch(/\/social\/[a-z0-9-]+\.png$/);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', card ?? '');

    const png = await request.get(new URL(card ?? '').pathname);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    const bytes = await png.body();
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The IHDR chunk: width and height as big-endian 32-bit integers at bytes 16 and 20.
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);

    // Pages without an illustration of their own share the site's card; a name that is none is a 404.
    await page.goto('/radio');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/social\/fallback\.png$/);
    expect((await request.get('/social/stories/no-such-story.png')).status()).toBe(404);
    expect((await request.get('/social/stories/..%2F..%2Fpackage.json')).status()).toBe(404);
  });

  test('shares: copy link with a visible confirmation, email and social links in new tabs', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(seededPath('/news/2'));
    const share = page.getByRole('region', { name: 'Share this story' });
    const status = share.getByRole('status');
    await expect(status).toBeEmpty();
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect(status).toHaveText('Link copied to the clipboard.');
    // The address the reader has open (the test server's 127.0.0.1 origin), not SITE_ORIGIN's default.
    const open = new URL(seededPath('/news/2'), page.url()).href;
    expect(open).not.toMatch(/^http:\/\/localhost:3000/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(open);

    await expect(share.getByRole('link', { name: 'Email' })).toHaveAttribute('href', /^mailto:\?subject=Deep%20Ellum/);
    for (const network of ['X', 'Facebook', 'LinkedIn']) {
      const link = share.getByRole('link', { name: new RegExp(`^${network} `) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', new RegExp(encodeURIComponent(open).replaceAll('.', '\\.')));
    }
  });

  test('offers the device share sheet only where the browser has one', async ({ page }) => {
    await page.goto(seededPath('/news/2'));
    const share = page.getByRole('region', { name: 'Share this story' });
    await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible();
    const hasShare = await page.evaluate(() => typeof navigator.share === 'function');
    await expect(share.getByRole('button', { name: 'More ways to share' })).toHaveCount(hasShare ? 1 : 0);

    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: async () => undefined, configurable: true });
    });
    await page.reload();
    await expect(page.getByRole('button', { name: 'More ways to share' })).toBeVisible();
  });

  test("'More from {category}' leads to other stories of the category", async ({ page }) => {
    await page.goto(seededPath('/news/3'));
    const related = page.getByRole('region', { name: 'More from Sports' });
    const links = related.getByRole('heading', { level: 3 }).getByRole('link');
    await expect(links).toHaveCount(3);
    const first = await links.first().getAttribute('href');
    expect(first).toMatch(/^\/news\//);
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`${first}$`));
    await expect(page.getByRole('link', { name: 'Sports', exact: true }).first()).toBeVisible();
  });

  test('every kind of legacy story address leads to its story', async ({ page }) => {
    test.skip(isMobile(page), 'addresses do not depend on the viewport');
    for (const [path, crumb] of [
      ['/news/sports/2', 'News'],
      ['/news/top/3', 'News'],
      ['/community/11', 'Community'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page).toHaveURL(new RegExp(`${seededPath(path)}$`));
      const heading = await page.getByRole('heading', { level: 1 }).textContent();
      await expect(page).toHaveTitle(`${heading} - Dallas Local`);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: crumb, exact: true })).toBeVisible();
    }
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto(seededPath('/news/1'));
    await expectNoAxeViolations(page);
  });
});

test.describe('legacy story addresses', () => {
  test('each SPEC.md story address redirects permanently (308) to the story, which answers 200', async ({ page, request }) => {
    test.skip(isMobile(page), 'HTTP only');
    expect(legacyStoryPaths).toHaveLength(29);
    for (const path of legacyStoryPaths) {
      const redirect = await request.get(path, { maxRedirects: 0 });
      expect(redirect.status(), path).toBe(308);
      expect(new URL(redirect.headers()['location'] ?? '', 'http://x').pathname, path).toBe(seededPath(path));
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
});

test.describe('story addresses in capitals', () => {
  test('redirect permanently to the story; one that is no story is still not found', async ({ page, request }) => {
    test.skip(isMobile(page), 'HTTP only');
    const address = seededPath('/news/1');
    const shouted = address.replace(/^\/news\/(.+)$/, (_, slug: string) => `/news/${slug.toUpperCase()}`);
    const redirect = await request.get(shouted, { maxRedirects: 0 });
    expect(redirect.status(), shouted).toBe(308);
    expect(new URL(redirect.headers()['location'] ?? '', 'http://x').pathname).toBe(address);
    expect((await request.get('/news/No-Such-Story', { maxRedirects: 0 })).status()).toBe(404);
  });
});

test.describe('category page', () => {
  test('lists every story of the category, newest first, with a count', async ({ page }) => {
    const response = await page.goto('/news/category/real-estate');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Real Estate News - Dallas Local');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Real Estate');
    await expect(page.getByText('2 stories')).toBeVisible();
    const list = page.getByRole('list', { name: 'Real Estate stories' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const dates = await list.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());
    await expect(page.locator('link[rel="alternate"][href$="/news/category/real-estate/feed.xml"]')).toHaveCount(1);
    await list.getByRole('link').first().click();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Real Estate' })).toHaveAttribute(
      'href',
      '/news/category/real-estate',
    );
  });

  test('every story of a list has its photo beside its text on a wide screen, above it on a phone', async ({ page }) => {
    // The first story's photo comes as a plain <img> (priority); the others in a <picture> whose <source>
    // elements once took the grid's first column and pushed their photo into the text's.
    for (const path of ['/news/category/politics', '/authors/rebecca-alvarez']) {
      await page.goto(path);
      // Photos below the first are held until the load event (decision 0035): measured once released.
      await expect(page.locator('html')).toHaveAttribute('data-photos-released', '');
      await expect(page.locator('main [data-held-box]:visible')).toHaveCount(0);
      const items = page.locator('main li:has(img)');
      expect(await items.count(), path).toBeGreaterThan(2);
      const layout = await items.evaluateAll((lis) =>
        lis.map((li) => {
          const img = li.querySelector('img')!.getBoundingClientRect();
          const text = li.querySelector('h2, h3')!.getBoundingClientRect();
          return { imgRight: Math.round(img.right), imgBottom: Math.round(img.bottom), textLeft: Math.round(text.left), textTop: Math.round(text.top), imgWidth: Math.round(img.width) };
        }),
      );
      for (const [i, box] of layout.entries()) {
        if (isMobile(page)) expect(box.imgBottom, `${path} story ${i + 1}`).toBeLessThanOrEqual(box.textTop);
        else expect(box.imgRight, `${path} story ${i + 1}`).toBeLessThanOrEqual(box.textLeft);
      }
      // Every photo is the same width: the column, not what a stray <source> left of it.
      expect(new Set(layout.map((b) => b.imgWidth)).size, path).toBe(1);
      expect(await page.locator('picture > source').evaluateAll((els) => els.filter((e) => e.getClientRects().length > 0).length), path).toBe(0);
    }
  });

  test('a category written another way redirects permanently to its page, as does its feed', async ({ page, request }) => {
    test.skip(isMobile(page), 'HTTP only');
    for (const [path, target] of [
      ['/news/category/Politics', '/news/category/politics'],
      ['/news/category/Real%20Estate', '/news/category/real-estate'],
      ['/news/category/real_estate/feed.xml', '/news/category/real-estate/feed.xml'],
    ] as const) {
      const redirect = await request.get(path, { maxRedirects: 0 });
      expect(redirect.status(), path).toBe(308);
      expect(new URL(redirect.headers()['location'] ?? '', 'http://x').pathname, path).toBe(target);
      expect((await request.get(path)).status(), path).toBe(200);
    }
    // A name that is no category is still not found.
    expect((await request.get('/news/category/Weather', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/news/category/politics');
    await expectNoAxeViolations(page);
  });
});

test.describe('group and initiative pages', () => {
  test('a group shows its details, its website in a new tab and related events and resources', async ({ page }) => {
    const response = await page.goto('/community/groups/1');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Dallas Urban Gardeners - Dallas Local');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dallas Urban Gardeners');
    await expect(page.getByText('1,250')).toBeVisible();
    const website = page.getByRole('link', { name: /Visit the website/ });
    await expect(website).toHaveAttribute('href', 'https://www.dallasurbangardeners.org');
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('region', { name: 'Related events' }).getByRole('listitem')).not.toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Related resources' }).getByRole('listitem')).not.toHaveCount(0);
  });

  test('an initiative shows when and where, and its website', async ({ page }) => {
    const response = await page.goto('/community/initiatives/1');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Summer Reading and Coding Camps');
    await expect(page.getByText('J. Erik Jonsson Central Library, 1515 Young St')).toBeVisible();
    await expect(page.getByRole('link', { name: /Visit the website/ })).toHaveAttribute('target', '_blank');
  });

  test('have no axe violations', async ({ page }) => {
    await page.goto('/community/groups/2');
    await expectNoAxeViolations(page, 'group page');
    await page.goto('/community/initiatives/3');
    await expectNoAxeViolations(page, 'initiative page');
  });
});

test.describe('addresses the data does not have', () => {
  for (const path of [
    '/news/10',
    '/news/politics/4',
    '/news/weather/1',
    '/news/top/6',
    '/news/category/weather',
    '/community/9',
    '/community/groups/9',
    '/community/initiatives/9',
  ]) {
    test(`${path} is a 404 with the not-found page`, async ({ page }) => {
      test.skip(isMobile(page), 'status codes do not depend on the viewport');
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Page not found');
    });
  }

  test('an unknown category feed is a 404', async ({ page, request }) => {
    test.skip(isMobile(page), 'HTTP only');
    expect((await request.get('/news/category/weather/feed.xml')).status()).toBe(404);
  });
});

test.describe('structured data on Home, About and Events', () => {
  test('Home and About describe the newsroom; Events lists its events', async ({ page }) => {
    test.skip(isMobile(page), 'the markup does not depend on the viewport');
    for (const path of ['/', '/about']) {
      await page.goto(path);
      const org = (await jsonLd(page)).find((o) => o['@type'] === 'NewsMediaOrganization');
      expect(org, path).toMatchObject({ name: 'Dallas Local' });
    }
    await page.goto('/events');
    const events = (await jsonLd(page)).filter((o) => o['@type'] === 'Event');
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) {
      expect(e.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00-0[56]:00$/);
      expect(e.eventStatus).toBe('https://schema.org/EventScheduled');
      expect(e.location).toMatchObject({ '@type': 'Place' });
    }
  });
});

test.describe('robots, sitemap and feeds', () => {
  test('robots.txt points to the sitemap, which lists the detail pages', async ({ page, request }) => {
    test.skip(isMobile(page), 'HTTP only');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of [...['/news/1', '/news/lifestyle/3', '/news/top/5', '/community/12'].map(seededPath), '/news/category/real-estate', '/community/groups/4', '/community/initiatives/3']) {
      expect(sitemap, path).toContain(`${path}</loc>`);
    }
    // Each story once, at its one address: no legacy address is listed.
    for (const path of legacyStoryPaths) expect(sitemap, path).not.toContain(`${path}</loc>`);
  });

  test('the site feed, a category feed and the corrections feed answer RSS, cached as long as the pages', async ({ page, request }) => {
    test.skip(isMobile(page), 'HTTP only');
    const pageCacheControl = (await request.get('/news')).headers()['cache-control'];
    expect(pageCacheControl).toMatch(/^s-maxage=\d+, stale-while-revalidate=\d+$/);
    for (const path of ['/feed.xml', '/news/category/politics/feed.xml', '/corrections/feed.xml']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type']).toContain('application/rss+xml');
      // A story taken down or a new correction lingers in a cache no longer than on the pages.
      expect(response.headers()['cache-control'], path).toBe(pageCacheControl);
      const xml = await response.text();
      expect(xml).toContain('<rss version="2.0"');
      if (path !== '/corrections/feed.xml') expect(xml).toContain('<item>');
    }
  });
});
