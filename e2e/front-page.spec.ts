/**
 * Front-page curation: an editor chooses Home's slider and the News page's Top Stories in the
 * `front-page` global (REST, as the admin's form saves it), and readers see the new order within
 * seconds; a contributor may not curate; the admin's story pickers say which placed stories readers do
 * not see (drafts). Runs in the `cms-writes` project, after the specs that read Home and News, and puts
 * the placements back.
 */
import type { APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { newsroomAccounts } from './support/newsroomAccounts';
import { createEditor, loginToken } from './support/newsroomSession';

type Ref = number | { id: number };
type FrontPage = { hero: Ref[]; news: Ref[]; community: Ref[]; top: Ref[]; tabs: Record<string, Ref[]> };
type Story = { id: number; slug: string; title: string };

const VISIBLE_WITHIN = { timeout: 15_000, intervals: [250, 500, 1000] };
const idOf = (ref: Ref) => (typeof ref === 'number' ? ref : ref.id);
const ids = (refs: Ref[]) => refs.map(idOf);

async function story(request: APIRequestContext, token: string, id: number): Promise<Story> {
  const response = await request.get(`/api/stories/${id}?depth=0`, { headers: { Authorization: `JWT ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Story;
}

// Both tests change the same placements: one at a time.
test.describe.configure({ mode: 'serial' });

/**
 * What a test must undo: the placements it found, and the stories it made. Undone in `afterEach`, which
 * runs even when the test runs out of time (a `finally` in the test would not: its request context is
 * closed by then), so that a failure never leaves its placements to the next test, or the next run.
 */
const undo: { token?: string; placements?: Partial<Record<'hero' | 'top', number[]>>; stories: number[] } = { stories: [] };

test.afterEach(async ({ request }) => {
  const { token, placements, stories } = undo;
  Object.assign(undo, { token: undefined, placements: undefined, stories: [] });
  if (!token) return;
  const headers = { Authorization: `JWT ${token}` };
  if (placements) {
    const restore = await request.post('/api/globals/front-page', { headers, data: placements });
    expect(restore.status(), await restore.text()).toBe(200);
  }
  for (const id of stories) await request.delete(`/api/stories/${id}`, { headers });
});

test('an editor chooses the slider and Top Stories; readers see the new order; a contributor cannot curate', async ({ page, request }) => {
  test.setTimeout(90_000);
  const editor = await createEditor(request, 'front-page');
  const token = (await loginToken(request, editor))!;
  expect(token, 'the editor logs in').toBeTruthy();
  const auth = { Authorization: `JWT ${token}` };

  const saved = await request.get('/api/globals/front-page?depth=0', { headers: auth });
  expect(saved.status()).toBe(200);
  const before = (await saved.json()) as FrontPage;
  const original = { hero: ids(before.hero), top: ids(before.top) };
  expect(original.hero.length, 'the seed placed the slider').toBeGreaterThan(1);
  expect(original.top.length, 'the seed placed Top Stories').toBeGreaterThan(1);
  Object.assign(undo, { token, placements: original });

  const contributor = await loginToken(request, newsroomAccounts.contributor);
  const refused = await request.post('/api/globals/front-page', { headers: { Authorization: `JWT ${contributor}` }, data: { hero: [] } });
  expect(refused.status()).toBe(403);

  // The slider's last story leads it; Top Stories are reversed.
  const lead = await story(request, token, original.hero.at(-1)!);
  const newTop = [...original.top].reverse();
  const topLead = await story(request, token, newTop[0]!);
  const update = await request.post('/api/globals/front-page', {
    headers: auth,
    data: { hero: [lead.id, ...original.hero.slice(0, -1)], top: newTop },
  });
  expect(update.status(), await update.text()).toBe(200);

  await expect
    .poll(async () => {
      await page.goto('/');
      return page.getByRole('region', { name: 'Featured stories' }).getByRole('button', { name: /^Show slide 1 of / }).getAttribute('aria-label');
    }, VISIBLE_WITHIN)
    .toBe(`Show slide 1 of ${original.hero.length}: ${lead.title}`);

  await expect
    .poll(async () => {
      await page.goto('/news');
      return page.getByRole('region', { name: 'Top Stories' }).getByRole('link').first().getAttribute('href');
    }, VISIBLE_WITHIN)
    .toBe(`/news/${topLead.slug}`);
});

test('a placed story keeps its place when it is published from an untitled draft and when its slug is corrected', async ({ page, request }) => {
  test.setTimeout(90_000);
  const editor = await createEditor(request, 'front-page-rename');
  const token = (await loginToken(request, editor))!;
  expect(token, 'the editor logs in').toBeTruthy();
  const auth = { Authorization: `JWT ${token}` };
  const original = (await (await request.get('/api/globals/front-page?depth=0', { headers: auth })).json()) as FrontPage;
  const originalTop = ids(original.top);
  Object.assign(undo, { token, placements: { top: originalTop } });

  // As the admin's Create New does: an untitled draft first (no slug yet), then its text as a draft.
  const created = await request.post('/api/stories?draft=true', { headers: auth, data: {} });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { doc: { id: number } }).doc;
  undo.stories.push(id);
  const topFirst = async () => {
    await page.goto('/news');
    return page.getByRole('region', { name: 'Top Stories' }).getByRole('link').first().getAttribute('href');
  };
  const title = `Council reopens the Bachman Lake trail ${editor.split('@')[0]}`;
  const written = await request.patch(`/api/stories/${id}?draft=true`, {
    headers: auth,
    data: { title, summary: 'The trail around the lake reopens after a year of repairs.', category: 'Environment' },
  });
  expect(written.status(), await written.text()).toBe(200);
  // Placed first in Top Stories while still a draft, then published.
  const placed = await request.post('/api/globals/front-page', { headers: auth, data: { top: [id, ...originalTop] } });
  expect(placed.status(), await placed.text()).toBe(200);
  const published = await request.patch(`/api/stories/${id}`, { headers: auth, data: { _status: 'published' } });
  expect(published.status(), await published.text()).toBe(200);
  const { slug } = ((await published.json()) as { doc: Story }).doc;
  await expect.poll(topFirst, VISIBLE_WITHIN).toBe(`/news/${slug}`);

  // The slug corrected: the place follows the story to its new address.
  const renamed = await request.patch(`/api/stories/${id}`, { headers: auth, data: { slug: `${slug}-corrected` } });
  expect(renamed.status(), await renamed.text()).toBe(200);
  await expect.poll(topFirst, VISIBLE_WITHIN).toBe(`/news/${slug}-corrected`);
});

test("the admin's story pickers mark a placed draft as not on the site, as soon as it is picked, until it is published", async ({ page, request }) => {
  test.setTimeout(90_000);
  const editor = await createEditor(request, 'front-page-drafts');
  const token = (await loginToken(request, editor))!;
  expect(token, 'the editor logs in').toBeTruthy();
  const auth = { Authorization: `JWT ${token}` };
  const before = (await (await request.get('/api/globals/front-page?depth=0', { headers: auth })).json()) as FrontPage;
  const original = { hero: ids(before.hero), top: ids(before.top) };
  Object.assign(undo, { token, placements: original });
  const published = await story(request, token, original.hero[0]!);

  const title = `Draft placement ${randomUUID().slice(0, 8)}`;
  const created = await request.post('/api/stories', {
    headers: auth,
    data: { title, summary: 'A summary long enough to describe what the story is about.', category: 'Politics', _status: 'draft' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { doc: Story }).doc;
  undo.stories.push(id);
  const mark = `${title}: draft, not on the site until it is published`;
  // Placed last in the slider while a draft: readers' slider is as it was (the draft is left out).
  const placed = await request.post('/api/globals/front-page', { headers: auth, data: { hero: [...original.hero, id] } });
  expect(placed.status(), await placed.text()).toBe(200);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured stories' }).getByRole('button', { name: /^Show slide 1 of / })).toHaveAttribute(
    'aria-label',
    new RegExp(`^Show slide 1 of ${original.hero.length}: `),
  );

  // The editor opens the front pages: the slider's picker names the draft, and only it.
  expect(await loginToken(page.request, editor)).not.toBeNull();
  await page.goto('/admin/globals/front-page');
  const slider = page.locator('#field-hero');
  await expect(slider.getByText(mark)).toBeVisible({ timeout: 30_000 });
  await expect(slider.getByText(/^Not on the site/)).toBeVisible();
  await expect(slider.locator('[data-placement-status]')).not.toContainText(published.title);

  // Picked in Top Stories (News tab), it is marked there at once, before any save.
  await page.locator('.tabs-field__tab-button', { hasText: /^News$/ }).click();
  const top = page.locator('#field-top');
  await expect(top.getByText(mark)).toHaveCount(0);
  // Into the picker's search box itself: the middle of the picker can be one of its chosen stories,
  // which a click starts to drag, and where a typed space picks it up.
  await top.getByRole('combobox').click();
  await page.keyboard.type(title);
  await page.locator('.rs__menu .rs__option', { hasText: title }).click();
  await expect(top.getByText(mark)).toBeVisible({ timeout: 15_000 });

  // Published: no mark any more.
  const publish = await request.patch(`/api/stories/${id}`, { headers: auth, data: { _status: 'published' } });
  expect(publish.status(), await publish.text()).toBe(200);
  // The Top Stories pick is not saved: leave it (the browser's "leave the page?" is answered yes).
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  // The admin reopens the tab last shown (News).
  await page.locator('.tabs-field__tab-button', { hasText: /^Home$/ }).click();
  await expect(page.locator('#field-hero .relationship--multi-value-label', { hasText: title })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('#field-hero').getByText(mark)).toHaveCount(0);
});
