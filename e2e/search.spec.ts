/**
 * Site search (issue 18): content made through the REST API with made-up words of this run (so that
 * nothing else on the site matches), found from the header and the mobile menu, by stem, phrase and
 * type, across pages, with "Did you mean" for a misspelling; a story found as soon as it is published
 * and gone as soon as it is not; keyboard only; axe on results, no results and the empty form; bad
 * input inert; the per-client rate limit. Accounts come from e2e/globalSetup.ts, one per project. Runs
 * in the `cms-writes` projects, after the others: its event in 2030 would be counted by the Events spec.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { expect, expectNoAxeViolations, isMobile, mobileMenu, test } from './fixtures';
import { newsroomPassword, searchEditors } from './support/newsroomAccounts';
// @ts-expect-error -- plain ESM helpers shared with the scripts, no type declarations
import { weighHtml } from '../scripts/lib/pageWeight.mjs';
import { FRAMEWORK_BASELINE_JS, JS_ABOVE_BASELINE } from '../scripts/lib/budgets.mjs';

const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(26))).join('');
/** Each test searches as a client of its own (the server trusts 127.0.0.1 as a proxy), so the rate limit never mixes tests. */
const clientAddress = () => `198.51.${randomInt(256)}.${randomInt(1, 255)}`;

type Doc = { id: number | string; slug?: string; title: string };

test.describe('site search', () => {
  // One editor login and one set of content per project; axe on a loaded machine needs more than 30 s.
  test.describe.configure({ mode: 'serial', timeout: 60_000 });

  // This run's made-up words: every search below matches only what this file makes.
  const tag = letters(7);
  const word = (suffix: string) => `${tag}${suffix}`;
  const plaza = word('plaza');
  let token = '';
  const stories: Doc[] = [];
  const events: Doc[] = [];
  const authors: number[] = [];

  const auth = () => ({ Authorization: `JWT ${token}` });
  // Dated in the past: fifteen stories dated now would lead Home's 'Latest News' (the newsroom's ten
  // newest) and push out the story another spec has just published and is looking for there.
  async function createStory(request: APIRequestContext, title: string, summary: string): Promise<Doc> {
    const data = { title, summary, category: 'Politics', _status: 'published', publishedAt: '2026-01-15T18:00:00.000Z' };
    const response = await request.post('/api/stories', { headers: auth(), data });
    expect(response.status(), await response.text()).toBe(201);
    const { doc } = (await response.json()) as { doc: Doc };
    stories.push(doc);
    return doc;
  }

  test.beforeAll(async ({ request }, testInfo) => {
    const email = testInfo.project.use.isMobile ? searchEditors.mobile : searchEditors.desktop;
    const login = await request.post('/api/users/login', { data: { email, password: newsroomPassword } });
    expect(login.status(), 'editor login').toBe(200);
    token = ((await login.json()) as { token: string }).token;
    for (let i = 0; i < 11; i += 1) await createStory(request, `${plaza} market notes ${letters(5)}`, 'Neighbors gathered for the weekly market.');
    await createStory(request, `New ${word('riders')} join the club`, 'The club meets on Saturdays near the lake.');
    await createStory(request, `Sports night ${letters(5)}`, `The ${word('alpha')} ${word('beta')} team won the final.`);
    await createStory(request, `Fans meet ${letters(5)}`, `${word('beta')} fans met ${word('alpha')} fans after the game.`);
    await createStory(request, `The ${word('quixote')} festival returns`, 'Music and food for three days.');
    const event = await request.post('/api/events', {
      headers: auth(),
      data: {
        title: `${plaza} night market`,
        description: 'Food trucks and music under the lights downtown.',
        startsAt: '2030-05-11T01:00:00.000Z',
        endsAt: '2030-05-11T04:00:00.000Z',
        location: 'Main Street Garden',
        category: 'Food',
        _status: 'published',
      },
    });
    expect(event.status(), await event.text()).toBe(201);
    events.push(((await event.json()) as { doc: Doc }).doc);
  });

  test.afterAll(async ({ request }) => {
    for (const doc of stories) await request.delete(`/api/stories/${doc.id}`, { headers: auth() });
    for (const doc of events) await request.delete(`/api/events/${doc.id}`, { headers: auth() });
    for (const id of authors) await request.delete(`/api/staff/${id}`, { headers: auth() });
  });

  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': clientAddress() });
  });

  const results = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  const status = (page: Page) => page.getByRole('main').getByRole('status');

  test('the header (or, on a phone, the menu) searches: results with type, title link and date', async ({ page, consoleErrors }) => {
    await page.goto('/books');
    if (isMobile(page)) await mobileMenu(page).toggle.click();
    const box = page.getByRole('search', { name: 'Site' }).filter({ visible: true });
    const logged = page.waitForEvent('console', (msg) => msg.text().startsWith('Search:'));
    await box.getByRole('searchbox').fill(plaza);
    await box.getByRole('button', { name: 'Search' }).click();
    expect((await logged).text()).toBe(`Search: ${plaza}`);
    await expect(page).toHaveURL(`/search?q=${plaza}`);
    await expect(status(page)).toHaveText(`12 results for “${plaza}”, 1 to 10 shown.`);
    await expect(page).toHaveTitle(new RegExp(`12 results for “${plaza}”`));
    await expect(results(page)).toHaveCount(10);
    // Events and stories together, newest first among title matches: the event (2030) leads.
    const first = results(page).first();
    await expect(first).toContainText('Event');
    await expect(first.getByRole('link', { name: `${plaza} night market` })).toHaveAttribute('href', '/events?date=2030-05-10');
    await expect(first.locator('time')).toHaveText('May 10, 2030');
    await expect(results(page).nth(1)).toContainText('Story');
    await expect(results(page).nth(1).getByRole('link')).toHaveAttribute('href', /^\/news\//);
    await expectNoAxeViolations(page, 'search results');
    expect(consoleErrors).toEqual([]);
  });

  test('page 2 and the type filter are in the address', async ({ page }) => {
    test.skip(isMobile(page), "matching and paging are the server's: the same at every width");
    await page.goto(`/search?q=${plaza}`);
    await page.getByRole('navigation', { name: 'Search result pages' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(`/search?q=${plaza}&page=2`);
    await expect(status(page)).toHaveText(`12 results for “${plaza}”, 11 to 12 shown.`);
    await expect(results(page)).toHaveCount(2);
    await expect(page.getByRole('navigation', { name: 'Search result pages' }).locator('[aria-current="page"]')).toHaveText('Page 2');

    // The filters have their own submit button, after them in the tab order.
    await page.getByLabel('Type').selectOption('events');
    await page.getByLabel('To', { exact: true }).focus();
    const apply = page.getByRole('search', { name: 'Search the site' }).getByRole('button', { name: 'Apply filters' });
    for (let i = 0; i < 4 && !(await apply.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(apply).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]type=events(&|$)/);
    await expect(status(page)).toHaveText(`1 result for “${plaza}”.`);
    await expect(results(page)).toHaveCount(1);
    await expect(results(page).first()).toContainText('Event');
  });

  test('stemming, quoted phrases and exclusions, with the matched words highlighted', async ({ page }) => {
    test.skip(isMobile(page), "matching and paging are the server's: the same at every width");
    await page.goto(`/search?q=${word('rider')}`);
    await expect(results(page)).toHaveCount(1);
    await expect(results(page).first()).toContainText(`New ${word('riders')} join the club`);

    await page.goto(`/search?q=${encodeURIComponent(`${word('alpha')} ${word('beta')}`)}`);
    await expect(results(page)).toHaveCount(2);
    await page.goto(`/search?q=${encodeURIComponent(`"${word('alpha')} ${word('beta')}"`)}`);
    await expect(results(page)).toHaveCount(1);
    await expect(results(page).first()).toContainText('Sports night');
    // The summary matched: its words are highlighted in the snippet.
    await expect(results(page).first().locator('mark')).toHaveText([word('alpha'), word('beta')]);
    await page.goto(`/search?q=${encodeURIComponent(`${word('alpha')} -sports`)}`);
    await expect(results(page)).toHaveCount(1);
    await expect(results(page).first()).toContainText('Fans meet');
  });

  test("a story is found by its author's name, the new one once the author is renamed", async ({ page, request }) => {
    test.skip(isMobile(page), "matching is the server's: the same at every width");
    const author = await request.post('/api/staff', {
      headers: auth(),
      data: { name: `Dana ${word('byline')}`, kind: 'contributor', bio: 'A guest contributor who writes about parks and trails.', _status: 'published' },
    });
    expect(author.status(), await author.text()).toBe(201);
    const authorId = ((await author.json()) as { doc: { id: number } }).doc.id;
    authors.push(authorId);
    const data = { title: `Trail work ${letters(5)}`, summary: 'Volunteers cleared the creek trail.', category: 'Politics', authors: [authorId], _status: 'published', publishedAt: '2026-01-15T18:00:00.000Z' };
    const created = await request.post('/api/stories', { headers: auth(), data });
    expect(created.status(), await created.text()).toBe(201);
    stories.push(((await created.json()) as { doc: Doc }).doc);

    await page.goto(`/search?q=${word('byline')}`);
    await expect(results(page)).toHaveCount(1);
    await expect(results(page).first()).toContainText(data.title);

    const renamed = await request.patch(`/api/staff/${authorId}`, { headers: auth(), data: { name: `Dana ${word('renamed')}`, _status: 'published' } });
    expect(renamed.status(), await renamed.text()).toBe(200);
    await page.goto(`/search?q=${word('renamed')}`);
    await expect(results(page)).toHaveCount(1);
    await page.goto(`/search?q=${word('byline')}`);
    await expect(results(page)).toHaveCount(0);
  });

  test('a misspelling gets "Did you mean", which finds it', async ({ page }) => {
    test.skip(isMobile(page), "matching and paging are the server's: the same at every width");
    await page.goto(`/search?q=${word('quixite')}`);
    await expect(status(page)).toHaveText(`No results for “${word('quixite')}”.`);
    const suggestion = page.getByRole('link', { name: word('quixote') });
    await expect(page.getByText('Did you mean')).toBeVisible();
    await expectNoAxeViolations(page, 'no results with a suggestion');
    await suggestion.click();
    await expect(page).toHaveURL(`/search?q=${word('quixote')}`);
    await expect(results(page)).toHaveCount(1);
    await expect(results(page).first()).toContainText(`The ${word('quixote')} festival returns`);
  });

  test('no results, and the empty form, offer the sections', async ({ page }) => {
    // Letters unlike any word of the index (this run's words share a prefix, so would be suggested).
    const nowhere = letters(12);
    await page.goto(`/search?q=${nowhere}`);
    await expect(status(page)).toHaveText(`No results for “${nowhere}”.`);
    await expect(page.getByRole('heading', { name: 'Browse the sections' })).toBeVisible();
    await expect(page.getByText('Did you mean')).toHaveCount(0);
    await expectNoAxeViolations(page, 'no results');

    await page.goto('/search');
    await expect(page.getByRole('heading', { name: 'Popular sections' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/events');
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search Dallas Local' })).toHaveValue('');
    await expectNoAxeViolations(page, 'empty search');
  });


  test('a pasted link searched for wraps within the page instead of widening it', async ({ page }) => {
    const link = `https://www.example.com/news/politics/2025/05/13/${letters(40)}-${letters(40)}-${letters(40)}`;
    await page.goto(`/search?q=${encodeURIComponent(link)}`);
    await expect(status(page)).toContainText('No results for');
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: document.documentElement.clientWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.window);
  });
  test('a story is found as soon as it is published through the API, and gone once unpublished', async ({ page, request }) => {
    test.skip(isMobile(page), "matching and paging are the server's: the same at every width");
    const fresh = word('fresh');
    const doc = await createStory(request, `City opens the ${fresh} pool`, 'Swimmers lined up before dawn.');
    await page.goto(`/search?q=${fresh}`);
    await expect(results(page)).toHaveCount(1);
    await expect(results(page).first().getByRole('link')).toHaveAttribute('href', `/news/${doc.slug}`);

    const unpublish = await request.patch(`/api/stories/${doc.id}`, { headers: auth(), data: { _status: 'draft' } });
    expect(unpublish.status(), await unpublish.text()).toBe(200);
    await page.goto(`/search?q=${fresh}`);
    await expect(status(page)).toHaveText(`No results for “${fresh}”.`);
  });

  test('keyboard only: search, then open a result', async ({ page }) => {
    await page.goto('/books');
    const focusedIs = (selector: string) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
    const tabTo = async (selector: string) => {
      for (let i = 0; i < 60 && !(await focusedIs(selector)); i += 1) await page.keyboard.press('Tab');
      expect(await focusedIs(selector), `focus reaches ${selector}`).toBe(true);
    };
    if (isMobile(page)) {
      await tabTo('header details > summary');
      await page.keyboard.press('Enter');
    }
    await tabTo('form[aria-label="Site"] input[type="search"]');
    await page.keyboard.type(word('rider'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/search?q=${word('rider')}`);
    await expect(results(page)).toHaveCount(1);
    await tabTo('ol[aria-label="Search results"] a');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/news\/new-[a-z]+riders-join-the-club$/);
  });

  test.describe('server behaviour', () => {
    test.skip(({ isMobile: mobile }) => mobile, 'does not depend on the viewport');

    test('bad input is inert and explained, never an error', async ({ page, request }) => {
      const long = `<img src=x onerror="window.hacked=1">${'a'.repeat(250)}`;
      const response = await page.goto(`/search?q=${encodeURIComponent(long)}&type=nope&from=2025-13-45`);
      expect(response?.status()).toBe(200);
      const notes = page.getByRole('list', { name: 'About your search' });
      await expect(notes).toContainText('only its first 200 were used');
      await expect(notes).toContainText('There is no type “nope”');
      await expect(notes).toContainText('The start date “2025-13-45” is not a date');
      await expect(status(page)).toContainText('<img src=x onerror=');
      await expect(page.locator('main img[src="x"]')).toHaveCount(0);
      expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
      await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search Dallas Local' })).toHaveValue(Array.from(long).slice(0, 200).join(''));
      for (const q of ["'; DROP TABLE payload.search_documents; --", '"', '-', '!(', 'a & | b', '%00', '\\']) {
        const answer = await request.get(`/search?q=${encodeURIComponent(q)}&page=99999`, { headers: { 'X-Forwarded-For': clientAddress() } });
        expect(answer.status(), q).toBe(200);
      }
    });

    test('searches past the per-client limit get 429 with a message', async ({ request }) => {
      const headers = { 'X-Forwarded-For': clientAddress() };
      // The limit (30 a minute by default) counts per fixed minute: within two windows one must overflow.
      let answer = await request.get('/search?q=council', { headers });
      for (let i = 0; i < 61 && answer.status() !== 429; i += 1) answer = await request.get('/search?q=council', { headers });
      expect(answer.status()).toBe(429);
      expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(0);
      expect(await answer.text()).toContain('Please wait');
      // Another client is not affected.
      expect((await request.get('/search?q=council', { headers: { 'X-Forwarded-For': clientAddress() } })).status()).toBe(200);
    });

    test('browsers and search engines: OpenSearch, a SearchAction, noindex results, not in the sitemap; within the JS budget', async ({ page, request }) => {
      const openSearch = await request.get('/opensearch.xml');
      expect(openSearch.headers()['content-type']).toContain('application/opensearchdescription+xml');
      expect(await openSearch.text()).toMatch(/template="https?:\/\/[^"]+\/search\?q=\{searchTerms\}"/);
      await page.goto('/');
      await expect(page.locator('head link[rel="search"]')).toHaveAttribute('href', '/opensearch.xml');
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(ld.join('\n')).toContain('"@type":"SearchAction"');
      await page.goto(`/search?q=${plaza}`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/search');
      const html = await (await request.get('/search', { headers: { 'X-Forwarded-For': clientAddress() } })).text();
      const weight = weighHtml(path.resolve('.next'), html) as { jsTotal: number };
      expect(weight.jsTotal).toBeLessThanOrEqual(FRAMEWORK_BASELINE_JS + JS_ABOVE_BASELINE);
    });
  });
});
