/**
 * Events and books reach readers from the newsroom (issue 16): an editor publishes an event through
 * Payload's REST API and sees it on /events, in /events.ics and at /events/{slug}/ics within seconds, at
 * its Dallas time; unpublished, it is gone from all three. The same for a book on /books. A staff
 * member's bio is prepared as a draft, published, and restored from its revision history; a renamed
 * author or group keeps its old address as a redirect. The Playwright
 * project `cms-writes` runs this file after the others (it changes lists that the Events and Books specs
 * count). The account comes from e2e/globalSetup.ts. To run it alone:
 * `npx playwright test e2e/cms-collections.spec.ts --project=cms-writes --no-deps` (without `--no-deps`,
 * Playwright runs the whole desktop and mobile projects first).
 */
import type { APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { collectionsEditor, newsroomPassword } from './support/newsroomAccounts';

/** Long enough for a page to be rendered again after its cache tag was expired, on a loaded machine. */
const VISIBLE_WITHIN = { timeout: 15_000 };

/** Next year, so the event is upcoming (in the feed) whenever this runs. November: Dallas is on CST (UTC-6). */
const year = new Date().getUTCFullYear() + 1;
/** 7 pm to 9 pm in Dallas on November 14 (already November 15 in UTC). */
const startsAt = `${year}-11-15T01:00:00.000Z`;
const endsAt = `${year}-11-15T03:00:00.000Z`;

async function body(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  return `${response.status()} ${await response.text()}`;
}

/** Where an address leads now: its status and, for a redirect, its Location. */
async function answer(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  return `${response.status()} ${response.headers().location ?? ''}`.trim();
}

test.describe('events and books from the newsroom', () => {
  // One editor session for the file: two logins of one account at once can lose a session.
  test.describe.configure({ mode: 'serial' });

  let auth: Record<string, string> = {};
  const created: string[] = [];
  test.beforeAll(async ({ request }) => {
    const response = await request.post('/api/users/login', { data: { email: collectionsEditor, password: newsroomPassword } });
    expect(response.status(), 'editor login').toBe(200);
    auth = { Authorization: `JWT ${((await response.json()) as { token: string }).token}` };
  });
  test.afterAll(async ({ request }) => {
    for (const path of created) await request.delete(path, { headers: auth });
  });

  /** A published guest contributor, deleted after the file. */
  async function publishedAuthor(request: APIRequestContext, name: string, bio: string): Promise<{ id: number; slug: string }> {
    const staff = await request.post('/api/staff', { headers: auth, data: { name, kind: 'contributor', bio, _status: 'published' } });
    expect(staff.status(), await staff.text()).toBe(201);
    const author = ((await staff.json()) as { doc: { id: number; slug: string } }).doc;
    created.push(`/api/staff/${author.id}`);
    return author;
  }

  test('a published event shows on /events at 7 pm Dallas time and in the calendars; unpublished, it is gone', async ({ request, page }) => {
    const id = randomUUID().slice(0, 8);
    const title = `Lakeside lantern walk ${id}`;
    const response = await request.post('/api/events', {
      headers: auth,
      data: {
        title,
        description: 'An evening walk around White Rock Lake with paper lanterns and live music.',
        startsAt,
        endsAt,
        location: 'Winfrey Point, White Rock Lake',
        category: 'Community',
        _status: 'published',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { doc } = (await response.json()) as { doc: { id: number; slug: string } };
    created.push(`/api/events/${doc.id}`);
    expect(doc.slug).toBe(`lakeside-lantern-walk-${id}`);

    await expect.poll(() => body(request, '/events'), VISIBLE_WITHIN).toContain(title);
    await page.goto('/events');
    const card = page.locator(`[data-event-id="${doc.slug}"]`);
    await expect(card.getByRole('heading')).toHaveText(title);
    await expect(card.locator('time')).toHaveText(`November 14, ${year}`);
    await expect(card).toContainText('7:00 PM - 9:00 PM');
    await expect(card.getByRole('link', { name: `Add to calendar: ${title}` })).toHaveAttribute('href', `/events/${doc.slug}/ics`);
    await expectNoAxeViolations(page);

    const dtstart = `DTSTART;TZID=America/Chicago:${year}1114T190000`;
    await expect.poll(() => body(request, '/events.ics'), VISIBLE_WITHIN).toContain(`SUMMARY:${title}`);
    expect(await body(request, '/events.ics')).toContain(dtstart);
    const file = await request.get(`/events/${doc.slug}/ics`);
    expect(file.status()).toBe(200);
    expect(await file.text()).toContain(dtstart);
    // A cache in front may keep it minutes, as the pages, not a year.
    expect(file.headers()['cache-control']).toMatch(/s-maxage=300\b/);

    const unpublish = await request.patch(`/api/events/${doc.id}`, { headers: auth, data: { _status: 'draft' } });
    expect(unpublish.status(), await unpublish.text()).toBe(200);
    await expect.poll(() => body(request, '/events'), VISIBLE_WITHIN).not.toContain(title);
    await expect.poll(() => body(request, '/events.ics'), VISIBLE_WITHIN).not.toContain(title);
    await expect.poll(async () => (await request.get(`/events/${doc.slug}/ics`)).status(), VISIBLE_WITHIN).toBe(404);
    // Readers of the REST API do not see the draft either.
    expect((await request.get(`/api/events/${doc.id}`)).status()).toBe(404);
  });

  test('an event that runs for weeks shows its first and last day, on each of its days, until its last day ends', async ({ request, page }) => {
    const id = randomUUID().slice(0, 8);
    const title = `State Fair of Texas ${id}`;
    // 10 am on September 25 to 10 pm on October 18, Dallas time (CDT, UTC-5).
    const response = await request.post('/api/events', {
      headers: auth,
      data: {
        title,
        description: 'Twenty-four days of rides, livestock shows, music and fried food at Fair Park.',
        startsAt: `${year}-09-25T15:00:00.000Z`,
        endsAt: `${year}-10-19T03:00:00.000Z`,
        location: 'Fair Park, 3921 Martin Luther King Jr Blvd',
        category: 'Community',
        link: 'https://bigtex.example/tickets',
        _status: 'published',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { doc } = (await response.json()) as { doc: { id: number; slug: string } };
    created.push(`/api/events/${doc.id}`);

    // A day in the middle of its run finds it.
    await expect.poll(() => body(request, '/events'), VISIBLE_WITHIN).toContain(title);
    await page.goto(`/events?date=${year}-10-01`);
    const card = page.locator(`[data-event-id="${doc.slug}"]`);
    await expect(card.getByRole('heading')).toHaveText(title);
    await expect(card.getByRole('definition').first()).toHaveText(`September 25 – October 18, ${year}`);
    await expect(card.locator('time').nth(0)).toHaveAttribute('datetime', `${year}-09-25`);
    await expect(card.locator('time').nth(1)).toHaveAttribute('datetime', `${year}-10-18`);
    // It ends on another day: its times name their days, so as not to read as daily hours.
    const weekday = (month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });
    await expect(card).toContainText(`${weekday(9, 25)}, Sep 25, 10:00 AM – ${weekday(10, 18)}, Oct 18, 10:00 PM`);
    // The organizer's page, as a new tab.
    const details = card.getByRole('link', { name: `Details from the organizer: ${title} (opens in a new tab)` });
    await expect(details).toHaveAttribute('href', 'https://bigtex.example/tickets');
    await expect(details).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoAxeViolations(page);
    await page.goto(`/events?date=${year}-10-19`);
    await expect(page.locator(`[data-event-id="${doc.slug}"]`)).toHaveCount(0);

    // Calendars get the whole run.
    const file = await request.get(`/events/${doc.slug}/ics`);
    expect(file.status()).toBe(200);
    const ics = await file.text();
    expect(ics).toContain(`DTSTART;TZID=America/Chicago:${year}0925T100000`);
    expect(ics).toContain(`DTEND;TZID=America/Chicago:${year}1018T220000`);
  });

  test('a published book shows on /books; unpublished, it is gone', async ({ request, page }) => {
    const title = `Field Notes from Fair Park ${randomUUID().slice(0, 8)}`;
    const response = await request.post('/api/books', {
      headers: auth,
      data: {
        title,
        author: 'Dallas Local Newsroom',
        cover: 'https://covers.openlibrary.org/b/isbn/9781439195260-M.jpg',
        link: 'https://www.amazon.com/dp/1439195269',
        _status: 'published',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { doc } = (await response.json()) as { doc: { id: number } };
    created.push(`/api/books/${doc.id}`);

    await expect.poll(() => body(request, '/books'), VISIBLE_WITHIN).toContain(title);
    // No cover host in the tests: the shelf shows its placeholder.
    await page.route('https://covers.openlibrary.org/**', (route) => route.abort());
    await page.goto('/books');
    await expect(page.getByRole('img', { name: `Cover of ${title} by Dallas Local Newsroom` })).toHaveCount(1);
    await expectNoAxeViolations(page);

    const unpublish = await request.patch(`/api/books/${doc.id}`, { headers: auth, data: { _status: 'draft' } });
    expect(unpublish.status(), await unpublish.text()).toBe(200);
    await expect.poll(() => body(request, '/books'), VISIBLE_WITHIN).not.toContain(title);
  });

  test("a staff bio saved as a draft stays off the author page until published; restoring a revision brings the old bio back", async ({ request }) => {
    const name = `Guest Writer ${randomUUID().slice(0, 8)}`;
    const slug = name.toLowerCase().replaceAll(' ', '-');
    const firstBio = 'Writes about the neighborhood libraries of East Dallas and the people who keep them open.';
    const secondBio = 'Writes about the bus routes of East Dallas and what a change of schedule means to riders.';
    const response = await request.post('/api/staff', {
      headers: auth,
      data: { name, kind: 'contributor', bio: firstBio, _status: 'draft' },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { doc } = (await response.json()) as { doc: { id: number; slug: string } };
    created.push(`/api/staff/${doc.id}`);
    expect(doc.slug).toBe(slug);
    // Never published: no author page, not in the sitemap, not in the public API.
    expect((await request.get(`/authors/${slug}`)).status()).toBe(404);
    expect(await body(request, '/sitemap.xml')).not.toContain(`/authors/${slug}<`);
    expect((await request.get(`/api/staff/${doc.id}`)).status()).toBe(404);

    const publish = await request.patch(`/api/staff/${doc.id}`, { headers: auth, data: { _status: 'published' } });
    expect(publish.status(), await publish.text()).toBe(200);
    await expect.poll(() => body(request, `/authors/${slug}`), VISIBLE_WITHIN).toContain(firstBio);
    expect(await body(request, '/sitemap.xml')).toContain(`/authors/${slug}<`);

    // A draft change: the editor sees it, readers still get the published bio.
    const draft = await request.patch(`/api/staff/${doc.id}?draft=true`, { headers: auth, data: { bio: secondBio } });
    expect(draft.status(), await draft.text()).toBe(200);
    const latest = await request.get(`/api/staff/${doc.id}?draft=true`, { headers: auth });
    expect(((await latest.json()) as { bio: string }).bio).toBe(secondBio);
    const page = await body(request, `/authors/${slug}`);
    expect(page).toContain(firstBio);
    expect(page).not.toContain(secondBio);

    const publishDraft = await request.patch(`/api/staff/${doc.id}`, { headers: auth, data: { bio: secondBio, _status: 'published' } });
    expect(publishDraft.status(), await publishDraft.text()).toBe(200);
    await expect.poll(() => body(request, `/authors/${slug}`), VISIBLE_WITHIN).toContain(secondBio);

    // The Versions tab's restore: the first published revision goes back live.
    const list = await request.get(`/api/staff/versions?where[parent][equals]=${doc.id}&sort=createdAt&limit=25`, { headers: auth });
    expect(list.status()).toBe(200);
    const versions = ((await list.json()) as { docs: Array<{ id: string; version: { bio: string; _status: string } }> }).docs;
    const original = versions.find((v) => v.version.bio === firstBio && v.version._status === 'published');
    expect(original, JSON.stringify(versions.map((v) => v.version))).toBeDefined();
    const restored = await request.post(`/api/staff/versions/${original!.id}`, { headers: auth });
    expect(restored.status(), await restored.text()).toBe(200);
    await expect.poll(() => body(request, `/authors/${slug}`), VISIBLE_WITHIN).toContain(firstBio);
    expect(await body(request, `/authors/${slug}`)).not.toContain(secondBio);

    // Restoring a draft revision never takes the page off the site (Payload's own restore did): it
    // becomes the draft, and the editor is told so.
    const draftVersion = versions.find((v) => v.version.bio === secondBio && v.version._status === 'draft');
    expect(draftVersion, JSON.stringify(versions.map((v) => v.version))).toBeDefined();
    const restoredDraft = await request.post(`/api/staff/versions/${draftVersion!.id}`, { headers: auth });
    expect(restoredDraft.status(), await restoredDraft.text()).toBe(200);
    expect(((await restoredDraft.json()) as { message: string }).message).toBe(
      'Restored as a draft, as that version was. The author page on the site is unchanged until you publish.',
    );
    const live = await request.get(`/authors/${slug}`);
    expect(live.status()).toBe(200);
    expect(await live.text()).toContain(firstBio);
    const latestDraft = await request.get(`/api/staff/${doc.id}?draft=true`, { headers: auth });
    expect(((await latestDraft.json()) as { bio: string }).bio).toBe(secondBio);
  });

  test("a new hire's title needs no code change: on the About page after the masthead's, and on the author page", async ({ request, page }) => {
    const name = `Nia Brooks ${randomUUID().slice(0, 8)}`;
    const bio = 'Covers Dallas City Hall: the council, its committees and where the budget goes.';
    const refused = await request.post('/api/staff', { headers: auth, data: { name, title: 'City Hall\nReporter', bio, _status: 'published' } });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain('The title is one line of text.');
    const untitled = await request.post('/api/staff', { headers: auth, data: { name, title: '  ', bio, _status: 'published' } });
    expect(untitled.status()).toBe(400);
    expect(await untitled.text()).toContain('A staff member has a title');

    const response = await request.post('/api/staff', { headers: auth, data: { name, title: ' City Hall Reporter ', bio, _status: 'published' } });
    expect(response.status(), await response.text()).toBe(201);
    const { doc } = (await response.json()) as { doc: { id: number; slug: string; title: string } };
    created.push(`/api/staff/${doc.id}`);
    expect(doc.title).toBe('City Hall Reporter');

    await expect.poll(() => body(request, '/about'), VISIBLE_WITHIN).toContain(name);
    await page.goto('/about');
    const cards = page.getByRole('region', { name: 'Meet Our Team' }).getByRole('article');
    await expect(cards).toHaveCount(7);
    await expect(cards.last().getByRole('heading', { name })).toBeVisible();
    await expect(cards.last()).toContainText('City Hall Reporter');
    await expectNoAxeViolations(page);
    await page.goto(`/authors/${doc.slug}`);
    await expect(page.getByRole('main')).toContainText('City Hall Reporter');
  });

  test("an author's older stories are a page further: ?page=2 is prerendered, expired by tag, and its 404 readable without scripts", async ({ request, page, browser, baseURL }) => {
    const tag = randomUUID().slice(0, 8);
    const author = await publishedAuthor(request, `Prolific Writer ${tag}`, 'Covers the farmers markets of Dallas, one stall at a time.');
    // Eleven stories: ten on the first page, one on the second. Dated in the past, so that they stay out
    // of Home's and News's latest lists that other specs look at.
    const stories: string[] = [];
    for (let i = 1; i <= 11; i += 1) {
      const day = String(i).padStart(2, '0');
      const story = await request.post('/api/stories', {
        headers: auth,
        data: {
          title: `Market stall ${tag} number ${i}`,
          summary: 'A stall at the Dallas Farmers Market and the family that runs it.',
          category: 'Lifestyle',
          authors: [author.id],
          _status: 'published',
          publishedAt: `2025-03-${day}T15:00:00.000Z`,
        },
      });
      expect(story.status(), await story.text()).toBe(201);
      const path = `/api/stories/${((await story.json()) as { doc: { id: number } }).doc.id}`;
      created.push(path);
      stories.push(path);
    }
    const authorPage = `/authors/${author.slug}`;
    await expect.poll(() => answer(request, `${authorPage}?page=2`), VISIBLE_WITHIN).toBe('200');

    // From the first page to the second and back, as a reader does (client-side navigations).
    await page.goto(authorPage);
    await expect(page.getByText('11 stories, newest first (page 1 of 2).')).toBeVisible();
    await page.getByRole('link', { name: 'Older stories' }).click();
    await expect(page).toHaveURL(`${authorPage}?page=2`);
    await expect(page.getByText('11 stories, newest first (page 2 of 2).')).toBeVisible();
    await expect(page.getByRole('link', { name: `Market stall ${tag} number 1`, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`Prolific Writer ${tag}, page 2 - Dallas Local`);
    await page.getByRole('link', { name: 'Newer stories' }).click();
    await expect(page).toHaveURL(authorPage);
    await expect(page.getByRole('link', { name: `Market stall ${tag} number 11`, exact: true })).toBeVisible();

    // The route's own form of the address is not one: it leads to the public one.
    expect(await answer(request, `${authorPage}/2`)).toBe(`308 ${authorPage}?page=2`);
    // The second page is cached like the site's other pages.
    const cached = await request.get(`${authorPage}?page=2`);
    expect(cached.headers()['cache-control']).toMatch(/s-maxage=/);

    // Without scripts, a page past the last and a page number that is not one show the 404 page.
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const reader = await noScript.newPage();
    for (const path of [`${authorPage}?page=3`, `${authorPage}?page=abc`]) {
      const response = await reader.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(reader.getByRole('heading', { level: 1 }), path).toContainText('Oops! Page not found');
    }
    await noScript.close();

    // One story fewer: ten fit on the first page, and the second, expired by the story's tag, is gone.
    expect((await request.delete(stories[0] ?? '', { headers: auth })).status()).toBe(200);
    await expect.poll(() => answer(request, `${authorPage}?page=2`), VISIBLE_WITHIN).toBe('404');
    expect(await answer(request, authorPage)).toBe('200');
  });

  test("a renamed author or community group keeps its old address as a permanent redirect", async ({ request }) => {
    const tag = randomUUID().slice(0, 8);
    const author = await publishedAuthor(request, `Renamed Writer ${tag}`, 'Writes about the parks of South Dallas and the people who run them.');
    await expect.poll(() => answer(request, `/authors/${author.slug}`), VISIBLE_WITHIN).toBe('200'); // rendered and cached
    const renamedAuthor = `renamed-writer-${tag}-jr`;
    const rename = await request.patch(`/api/staff/${author.id}`, { headers: auth, data: { slug: renamedAuthor, formerSlugs: ['not-set-by-a-request'] } });
    expect(rename.status(), await rename.text()).toBe(200);
    expect(((await rename.json()) as { doc: { formerSlugs: string[] } }).doc.formerSlugs).toEqual([author.slug]);
    await expect.poll(() => answer(request, `/authors/${author.slug}`), VISIBLE_WITHIN).toBe(`308 /authors/${renamedAuthor}`);
    expect(await answer(request, `/authors/${author.slug}?page=2`)).toBe(`308 /authors/${renamedAuthor}?page=2`);
    expect(await answer(request, `/authors/${renamedAuthor}`)).toBe('200');
    expect(await answer(request, '/authors/not-set-by-a-request')).toBe('404');

    const group = await request.post('/api/groups', {
      headers: auth,
      data: {
        name: `Cedars Sketch Club ${tag}`,
        description: 'Artists who draw the Cedars on Saturday mornings.',
        members: 24,
        neighborhood: 'Downtown',
        website: 'https://example.org/cedars-sketch-club',
        details: [
          { text: 'The club meets at the corner of Akard and Cadiz on the first Saturday of each month.' },
          { text: 'Bring a sketchbook and a pencil; the club lends stools and boards to newcomers.' },
        ],
        tags: ['arts'],
        _status: 'published',
      },
    });
    expect(group.status(), await group.text()).toBe(201);
    const made = ((await group.json()) as { doc: { id: number; slug: string } }).doc;
    created.push(`/api/groups/${made.id}`);
    await expect.poll(() => answer(request, `/community/groups/${made.slug}`), VISIBLE_WITHIN).toBe('200');
    // A change prepared as a draft first (Payload then hands the hooks the draft, not what readers have),
    // then the rename published.
    const draft = await request.patch(`/api/groups/${made.id}?draft=true`, { headers: auth, data: { description: 'Artists who draw the Cedars on Saturday and Sunday mornings.' } });
    expect(draft.status(), await draft.text()).toBe(200);
    const renamedGroup = `cedars-drawing-club-${tag}`;
    const renameGroup = await request.patch(`/api/groups/${made.id}`, { headers: auth, data: { slug: renamedGroup, _status: 'published' } });
    expect(renameGroup.status(), await renameGroup.text()).toBe(200);
    await expect.poll(() => answer(request, `/community/groups/${made.slug}`), VISIBLE_WITHIN).toBe(`308 /community/groups/${renamedGroup}`);
    expect(await answer(request, `/community/groups/${renamedGroup}`)).toBe('200');

    // Unpublished while a draft waits, neither address leads anywhere.
    const pending = await request.patch(`/api/groups/${made.id}?draft=true`, { headers: auth, data: { members: 25 } });
    expect(pending.status(), await pending.text()).toBe(200);
    // Past the draft save's own late expiry (LATE_EXPIRY_MS, 2 s), the page is cached again as readers have it.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(await answer(request, `/community/groups/${renamedGroup}`)).toBe('200');
    const unpublish = await request.patch(`/api/groups/${made.id}`, { headers: auth, data: { _status: 'draft' } });
    expect(unpublish.status(), await unpublish.text()).toBe(200);
    await expect.poll(() => answer(request, `/community/groups/${made.slug}`), VISIBLE_WITHIN).toBe('404');
    expect(await answer(request, `/community/groups/${renamedGroup}`)).toBe('404');
  });

  test('a group or initiative the site could not show is refused at publish, saying what is missing', async ({ request }) => {
    const tag = randomUUID().slice(0, 8);
    const group = {
      name: `Oak Lawn Walkers ${tag}`,
      description: 'Neighbors who walk Oak Lawn together every evening.',
      members: 12,
      neighborhood: 'Uptown',
      website: 'https://example.org/oak-lawn-walkers',
      _status: 'published',
    };
    const refused = await request.post('/api/groups', { headers: auth, data: group });
    expect(refused.status()).toBe(400);
    const fields = ((await refused.json()) as { errors: Array<{ data?: { errors?: Array<{ path: string }> } }> }).errors
      .flatMap((e) => e.data?.errors ?? [])
      .map((e) => e.path);
    expect(fields).toEqual(expect.arrayContaining(['details', 'tags']));
    const negative = await request.post('/api/groups', {
      headers: auth,
      data: {
        ...group,
        members: -5,
        details: [
          { text: 'The walkers leave from the Oak Lawn library at seven in the evening, rain or shine.' },
          { text: 'Strollers, wheelchairs and dogs on a leash are welcome; the route is about two miles.' },
        ],
        tags: ['health'],
      },
    });
    expect(negative.status()).toBe(400);
    expect(await negative.text()).toContain('A whole number of members, 0 or more.');
    // Without the details, as a draft, it is kept for later: only publishing needs them.
    const draft = await request.post('/api/groups?draft=true', { headers: auth, data: { ...group, _status: 'draft' } });
    expect(draft.status(), await draft.text()).toBe(201);
    created.push(`/api/groups/${((await draft.json()) as { doc: { id: number } }).doc.id}`);

    const initiative = await request.post('/api/initiatives', {
      headers: auth,
      data: {
        title: `Trinity Cleanup ${tag}`,
        description: 'Volunteers clear litter from the Trinity River banks.',
        location: 'Trinity Overlook',
        date: 'Ongoing',
        startDate: '2026-01-10',
        neighborhood: 'Downtown',
        website: 'https://example.org/trinity-cleanup',
        _status: 'published',
      },
    });
    expect(initiative.status()).toBe(400);
    expect(await initiative.text()).toMatch(/details|tags/i);
  });

  test("a deleted author leaves the bylines of their stories at once", async ({ request }) => {
    const name = `Departing Writer ${randomUUID().slice(0, 8)}`;
    const staff = await request.post('/api/staff', { headers: auth, data: { name, kind: 'contributor', bio: 'Wrote about the libraries of East Dallas for two years.', _status: 'published' } });
    expect(staff.status(), await staff.text()).toBe(201);
    const author = ((await staff.json()) as { doc: { id: number; slug: string } }).doc;
    created.push(`/api/staff/${author.id}`);
    const story = await request.post('/api/stories', {
      headers: auth,
      data: {
        title: `Library hours grow in East Dallas ${author.slug}`,
        summary: 'Three branches open on Sunday afternoons from next month.',
        category: 'Education',
        authors: [author.id],
        _status: 'published',
      },
    });
    expect(story.status(), await story.text()).toBe(201);
    const { slug } = ((await story.json()) as { doc: { id: number; slug: string } }).doc;
    created.push(`/api/stories/${((await story.json()) as { doc: { id: number } }).doc.id}`);
    // What the story page says of them (not the whole page, which a failure would print).
    const credits = async () => {
      const html = await body(request, `/news/${slug}`);
      return { status: html.slice(0, 3), links: html.includes(`/authors/${author.slug}`), named: html.includes(name) };
    };
    // The page is rendered and cached with the byline.
    await expect.poll(credits, VISIBLE_WITHIN).toEqual({ status: '200', links: true, named: true });

    const removed = await request.delete(`/api/staff/${author.id}`, { headers: auth });
    expect(removed.status(), await removed.text()).toBe(200);
    expect((await request.get(`/authors/${author.slug}`)).status()).toBe(404);
    // No byline naming them, no link to the page that is gone.
    await expect.poll(credits, VISIBLE_WITHIN).toEqual({ status: '200', links: false, named: false });
  });
});
