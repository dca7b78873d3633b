import type { Page } from '@playwright/test';
import { feeds } from '../src/config/thirdParty';
import { tabArticles } from '../src/content/newsTabs';
import { topStories } from '../src/content/topStories';
import { OWN_HEADLINES_COUNT } from '../src/features/news/ownHeadlines';
import { routeFeedHost, watchConsole } from './consoleWatch';
import { expect, expectNoAxeViolations, isMobile, test } from './fixtures';
import { seededPath } from './support/seededStories';

const tabs = [
  { value: 'politics', label: 'Politics' },
  { value: 'business', label: 'Business' },
  { value: 'sports', label: 'Sports' },
  { value: 'lifestyle', label: 'Lifestyle' },
] as const;

const tabList = (page: Page) => page.getByRole('tablist', { name: 'News sections' });
const tab = (page: Page, label: string) => tabList(page).getByRole('tab', { name: label });

/** The visible panel shows exactly this tab's three articles, linking to the stories first published at /news/{tab}/{n}. */
async function expectPanelShows(page: Page, value: (typeof tabs)[number]['value'], label: string) {
  await expect(tab(page, label)).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: label });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('tabpanel')).toHaveCount(1); // the others are hidden
  const expected = tabArticles.filter((a) => a.tab === value).sort((a, b) => a.n - b.n);
  const links = panel.getByRole('article').getByRole('link');
  await expect(links).toHaveText(expected.map((a) => a.title));
  for (const [i, a] of expected.entries()) await expect(links.nth(i)).toHaveAttribute('href', seededPath(`/news/${value}/${a.n}`));
}

test.beforeEach(async ({ page }) => {
  await routeFeedHost(page, feeds.news.src, 'stub');
});

test('opens on Politics with its cards and an external Learn more link', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
  await expectPanelShows(page, 'politics', 'Politics');
  const learnMore = page.getByRole('tabpanel', { name: 'Politics' }).getByRole('link', { name: /Learn more/ });
  await expect(learnMore).toHaveAttribute('href', /^https:\/\/en\.wikipedia\.org\/wiki\/Dallas$/);
  await expect(learnMore).toHaveAttribute('target', '_blank');
  await expect(learnMore).toHaveAttribute('rel', 'noopener noreferrer');
  expect(errors).toEqual([]);
});

for (const { value, label } of tabs) {
  test(`the ${label} tab shows exactly its cards, is in the address, survives a reload and passes axe`, async ({ page }) => {
    // Every tab renders the same card and tab components: at 375 px one tab (not the default) stands for all.
    test.skip(isMobile(page) && value !== 'sports', 'the 375 px project checks the Sports tab');
    test.slow(); // two page loads and an axe run on a shared 2-core machine
    const errors = watchConsole(page);
    await page.goto('/news');
    await tab(page, label).click();
    await expectPanelShows(page, value, label);
    if (value === 'politics') await expect(page).toHaveURL(/\/news$/);
    else await expect(page).toHaveURL(new RegExp(`/news\\?tab=${value}$`));
    await expect(page.getByRole('link', { name: /Learn more/ })).toHaveCount(value === 'politics' ? 1 : 0);
    await expectNoAxeViolations(page, `/news, ${label} tab`);

    await page.reload();
    await expectPanelShows(page, value, label);
    expect(errors).toEqual([]);
  });
}

test('a shared link opens its tab with no hydration warning, and the panel shows before any script runs', async ({ page, browser }) => {
  test.skip(isMobile(page), 'the address and hydration do not depend on the width');
  test.slow(); // two browser pages
  const errors = watchConsole(page);
  await page.goto('/news?tab=sports');
  await expectPanelShows(page, 'sports', 'Sports');
  await tab(page, 'Politics').click();
  await expect(page).toHaveURL(/\/news$/);
  expect(errors).toEqual([]);

  // Without the page's JavaScript bundles (React never hydrates), the server HTML plus the inline
  // boot script already show the Sports panel: no flash of Politics first.
  const bare = await browser.newPage();
  await bare.route('**/_next/static/chunks/**', (route) => route.abort());
  await bare.goto(new URL('/news?tab=sports', page.url()).href);
  await expect(bare.locator('[data-tab-panel="sports"]')).toBeVisible();
  await expect(bare.locator('[data-tab-panel="politics"]')).toBeHidden();
  await expect(bare.locator('[data-tab-trigger="sports"]')).toHaveCSS('color', 'rgb(255, 255, 255)');
  await bare.close();
});

test('a tab chosen before the scripts arrive is shown at once and kept when React takes over', async ({ page }) => {
  test.skip(isMobile(page), 'the tabs work the same at both widths');
  const errors = watchConsole(page);
  // A slow network: the page is read while its scripts are still on the way (the stylesheet, which
  // the inline scripts wait for, has arrived).
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/news', { waitUntil: 'commit' });
  await expect(page.locator('[data-tab-trigger="business"]')).toBeVisible();
  await expect(page.locator('#news-tabs-boot-script')).toHaveCount(1); // not hydrated
  await page.locator('[data-tab-trigger="business"]').click();
  await expect(page).toHaveURL(/\/news\?tab=business$/);
  await expect(page.locator('[data-tab-panel="business"]')).toBeVisible();
  await expect(page.locator('[data-tab-panel="politics"]')).toBeHidden();
  await expect(page.locator('[data-tab-trigger="business"]')).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(page.locator('[data-tab-trigger="politics"]')).not.toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(page.locator('#news-tabs-boot-script')).toHaveCount(1); // still not hydrated

  release();
  await expect(page.locator('#news-tabs-boot-script')).toHaveCount(0); // React has taken over
  await expect(page.locator('#news-tabs-boot')).toHaveCount(0);
  await expectPanelShows(page, 'business', 'Business');
  await tab(page, 'Sports').click();
  await expectPanelShows(page, 'sports', 'Sports');
  await expect(page).toHaveURL(/\/news\?tab=sports$/);
  expect(errors).toEqual([]);
});

test('an unknown tab in the address falls back to Politics', async ({ page }) => {
  await page.goto('/news?tab=weather');
  await expectPanelShows(page, 'politics', 'Politics');
});

test('the tabs follow the keyboard: arrows, Home and End', async ({ page }) => {
  test.skip(isMobile(page), 'keyboard behavior does not depend on the width');
  await page.goto('/news');
  await tab(page, 'Politics').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Business')).toBeFocused();
  await expectPanelShows(page, 'business', 'Business');
  await expect(page).toHaveURL(/\?tab=business$/);
  await page.keyboard.press('End');
  await expect(tab(page, 'Lifestyle')).toBeFocused();
  await expectPanelShows(page, 'lifestyle', 'Lifestyle');
  await page.keyboard.press('ArrowRight'); // wraps
  await expectPanelShows(page, 'politics', 'Politics');
  await page.keyboard.press('ArrowLeft');
  await expectPanelShows(page, 'lifestyle', 'Lifestyle');
  await page.keyboard.press('Home');
  await expect(tab(page, 'Politics')).toBeFocused();
  await expectPanelShows(page, 'politics', 'Politics');
  // Tab leaves the tab list for the panel (one tab stop for the whole list).
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: 'Politics' })).toBeFocused();
});

test('the sidebar lists five Top Stories and today’s weather, sticky on wide screens', async ({ page }) => {
  await page.goto('/news');
  const top = page.getByRole('region', { name: 'Top Stories' });
  const links = top.getByRole('link');
  await expect(links).toHaveCount(5);
  const expected = [...topStories].sort((a, b) => a.n - b.n);
  for (const [i, s] of expected.entries()) {
    await expect(links.nth(i)).toHaveText(s.title);
    await expect(links.nth(i)).toHaveAttribute('href', seededPath(`/news/top/${i + 1}`));
  }
  const weather = page.getByRole('region', { name: 'Today’s Weather' });
  // Live or typical, depending on what the server's 15-minute cache holds from other tests: the
  // readings themselves are checked against a stub of the weather service in e2e/weather.spec.ts.
  await expect(weather.getByRole('term')).toHaveText(['High', 'Low', 'Humidity']);
  await expect(weather).toContainText(/A typical May day in Dallas|Current conditions as of/);
  const sticky = top.locator('xpath=..');
  if (isMobile(page)) {
    await expect(sticky).toHaveCSS('position', 'static');
  } else {
    await expect(sticky).toHaveCSS('position', 'sticky');
    // SPEC.md's 24 units (96 px), or a rem below the header when that is taller (it is 7rem here).
    const headerHeight = await page.locator('[data-site-header]').evaluate((el) => (el as HTMLElement).offsetHeight);
    await expect(sticky).toHaveCSS('top', `${Math.max(96, headerHeight + 16)}px`);
  }
});

test.describe('between 768 and 895 px, where the header is taller', () => {
  test.use({ viewport: { width: 820, height: 900 } });
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'a wide layout at a set width: once is enough'));

  test('the stuck sidebar stays below the sticky header', async ({ page }) => {
    await page.goto('/news');
    const header = page.locator('[data-site-header]');
    const sticky = page.getByRole('region', { name: 'Top Stories' }).locator('xpath=..');
    // The header's height is measured into --header-height once the scripts run.
    const headerHeight = await header.evaluate((el) => (el as HTMLElement).offsetHeight);
    expect(headerHeight).toBeGreaterThan(96);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--header-height')))
      .toBe(`${headerHeight}px`);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    const headerBox = await header.boundingBox();
    const sidebarBox = await sticky.boundingBox();
    expect(headerBox).not.toBeNull();
    expect(sidebarBox).not.toBeNull();
    // Stuck (its top is where the offset puts it), and that is at or below the header's bottom.
    expect(Math.round(sidebarBox!.y)).toBe(headerHeight + 16);
    expect(sidebarBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
  });
});

test('the feed frame loads in its 800 px box', async ({ page }) => {
  test.slow(); // waits for the frame and runs axe
  const errors = watchConsole(page);
  await page.goto('/news');
  const box = page.locator('[data-feed-status]');
  await box.scrollIntoViewIfNeeded();
  await expect(box).toHaveAttribute('data-feed-status', 'ok');
  const frame = page.locator(`iframe[title="${feeds.news.title}"]`);
  await expect(frame).toHaveAttribute('src', feeds.news.src);
  await expect(frame).toHaveAttribute('loading', 'lazy');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox');
  expect((await box.boundingBox())?.height).toBe(800);
  await expect(page.frameLocator(`iframe[title="${feeds.news.title}"]`).getByRole('heading', { name: 'Stub feed' })).toBeVisible();
  await expectNoAxeViolations(page, '/news with the feed loaded');
  expect(errors).toEqual([]);
});

test("a phone asks the feed's host for nothing while the page loads, only once the reader nears the box", async ({ page }) => {
  test.skip(!isMobile(page), 'on a wide screen the box is within a screen of the first view');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(new URL(feeds.news.src).origin)) asked.push(request.url());
  });
  await page.goto('/news');
  const box = page.locator('[data-feed-status]');
  // More than a screen below the first view: Chromium would have started a lazy frame's load already.
  const top = await box.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThan(2 * page.viewportSize()!.height);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await expect(box).toHaveAttribute('data-feed-status', 'pending');
  await box.scrollIntoViewIfNeeded();
  await expect(box).toHaveAttribute('data-feed-status', 'ok');
  await expect(page.frameLocator(`iframe[title="${feeds.news.title}"]`).getByRole('heading', { name: 'Stub feed' })).toBeVisible();
  expect(asked.length).toBeGreaterThan(0);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the feed frame is in the page, sandboxed and lazy', async ({ page }) => {
    await page.goto('/news');
    const frame = page.locator(`iframe[title="${feeds.news.title}"]`);
    await expect(frame).toHaveAttribute('src', feeds.news.src);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox');
    await frame.scrollIntoViewIfNeeded();
    await expect(page.frameLocator(`iframe[title="${feeds.news.title}"]`).getByRole('heading', { name: 'Stub feed' })).toBeVisible();
  });
});

test('when the feed host is unreachable, the box keeps its size and shows our own latest headlines', async ({ page, request }) => {
  test.slow(); // waits for the probe and runs axe
  await page.unrouteAll();
  await routeFeedHost(page, feeds.news.src, 'abort');
  const errors = watchConsole(page);
  await page.goto('/news');
  const box = page.locator('[data-feed-status]');
  await box.scrollIntoViewIfNeeded();
  await expect(box).toHaveAttribute('data-feed-status', 'failed');
  await expect(box).toContainText('could not be loaded right now.');
  // Something worth reading in the box: our own latest headlines, each leading to its story, all inside it.
  const headlines = box.locator('[data-own-headlines] li a');
  await expect(headlines).toHaveCount(OWN_HEADLINES_COUNT);
  // The site's newest stories, as the site feed lists them (other tests publish some, and delete them
  // again: for one request after such a change the page may still be the previous rendering, which Next.js
  // regenerates in the background, so a mismatch is looked at again after a reload).
  const unescape = (s: string) => s.replaceAll('&apos;', "'").replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
  const feedNewest = async () =>
    [...(await (await request.get('/feed.xml')).text()).matchAll(/<item>\s*<title>([^<]*)<\/title>\s*<link>https?:\/\/[^/]+(\/news\/[^<]+)<\/link>/g)]
      .slice(0, OWN_HEADLINES_COUNT)
      .map(([, title = '', href = '']) => ({ title: unescape(title), href }));
  const boxHeadlines = () => headlines.evaluateAll((links) => links.map((a) => ({ title: a.textContent ?? '', href: a.getAttribute('href') ?? '' })));
  let newest: { title: string; href: string }[] = [];
  await expect(async () => {
    newest = await feedNewest();
    expect(newest).toHaveLength(OWN_HEADLINES_COUNT);
    if (JSON.stringify(await boxHeadlines()) !== JSON.stringify(newest)) {
      await page.reload();
      await expect(box).toHaveAttribute('data-feed-status', 'failed');
    }
    expect(await boxHeadlines()).toEqual(newest);
  }).toPass({ timeout: 20_000 });
  // As many as fit show (four on a phone), each wholly inside the box.
  const shown = headlines.filter({ visible: true });
  expect(await shown.count()).toBeGreaterThanOrEqual(4);
  const boxBottom = await box.evaluate((el) => el.getBoundingClientRect().bottom);
  const lastBottom = await shown.last().evaluate((el) => el.getBoundingClientRect().bottom);
  expect(lastBottom).toBeLessThanOrEqual(boxBottom);
  const link = box.getByRole('link', { name: /Open the feed/ });
  await expect(link).toHaveAttribute('href', feeds.news.fallbackHref);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect((await box.boundingBox())?.height).toBe(800);
  await expect(page.locator(`iframe[title="${feeds.news.title}"]`)).toHaveCount(0);
  await expectNoAxeViolations(page, '/news with the feed unreachable');
  expect(errors).toEqual([]);
  await headlines.first().click();
  await expect(page).toHaveURL(new RegExp(`${newest[0]?.href ?? 'missing'}$`));
});
