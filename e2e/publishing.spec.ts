/**
 * Publishing reaches readers (issue 16): a story an editor publishes through Payload's REST API shows on
 * Home, at /news/{slug}, in the feeds, on its category page and in the sitemap within seconds (the story
 * hooks expire the cached pages by tag); unpublishing removes it everywhere and its page answers 404.
 * Accounts come from e2e/globalSetup.ts.
 */
import type { APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { newsroomPassword, publishingEditor } from './support/newsroomAccounts';

/** Long enough for a page to be rendered again after the cache tag was expired, on a loaded machine. */
const VISIBLE_WITHIN = { timeout: 15_000 };

async function editorToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', { data: { email: publishingEditor, password: newsroomPassword } });
  expect(response.status(), 'editor login').toBe(200);
  const { token } = (await response.json()) as { token?: string };
  expect(token).toEqual(expect.any(String));
  return token!;
}

type Created = { id: number | string; slug: string; title: string; createdBy?: unknown };

async function publish(request: APIRequestContext, token: string, title: string): Promise<Created> {
  const response = await request.post('/api/stories', {
    headers: { Authorization: `JWT ${token}` },
    data: { title, summary: 'The council voted on the plan late on Tuesday night.', category: 'Politics', _status: 'published' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { doc } = (await response.json()) as { doc: Created };
  expect(doc.slug).toMatch(/^[a-z0-9-]+$/);
  // The author's account is named by its id only: no email or sessions inside the story.
  expect(typeof doc.createdBy).toBe('number');
  return doc;
}

/** A photo the editor uploads to the media library (a plain colour, `width` by `height`), and its id. */
async function uploadPhoto(
  request: APIRequestContext,
  token: string,
  photo: { name: string; width: number; height: number; background: string; fields: Record<string, string> },
): Promise<number> {
  const buffer = await sharp({ create: { width: photo.width, height: photo.height, channels: 3, background: photo.background } }).jpeg().toBuffer();
  const upload = await request.post('/api/media', {
    headers: { Authorization: `JWT ${token}` },
    multipart: { file: { name: photo.name, mimeType: 'image/jpeg', buffer }, _payload: JSON.stringify(photo.fields) },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  return ((await upload.json()) as { doc: { id: number } }).doc.id;
}

/** The body of a public address (status and text), fetched fresh. */
async function fetchText(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  return `${response.status()} ${await response.text()}`;
}

/** Where a published story is listed: the address and what its answer holds then. */
const places = (slug: string): { name: string; path: string; marker: string }[] => [
  { name: 'Home', path: '/', marker: `href="/news/${slug}"` },
  { name: 'the site feed', path: '/feed.xml', marker: `/news/${slug}</link>` },
  { name: 'the category page', path: '/news/category/politics', marker: `href="/news/${slug}"` },
  { name: 'the category feed', path: '/news/category/politics/feed.xml', marker: `/news/${slug}</link>` },
  { name: 'the sitemap', path: '/sitemap.xml', marker: `/news/${slug}</loc>` },
];

test.describe('publishing through the REST API', () => {
  // One editor session for the file: two logins of one account at once can lose a session (e2e/admin.spec.ts).
  test.describe.configure({ mode: 'serial' });
  test.skip(({ isMobile }) => isMobile, 'server behaviour does not depend on the viewport');

  let token = '';
  const created: Created[] = [];
  test.beforeAll(async ({ request }) => {
    token = await editorToken(request);
  });
  test.afterAll(async ({ request }) => {
    for (const doc of created) await request.delete(`/api/stories/${doc.id}`, { headers: { Authorization: `JWT ${token}` } });
  });

  test('a published story reaches Home, its page, the feeds, its category and the sitemap; unpublished, it leaves them', async ({
    request,
    page,
  }) => {
    const id = randomUUID().slice(0, 8);
    // A reader who asked for the address before it existed got a 404; publishing replaces it.
    expect((await request.get(`/news/council-approves-fair-park-budget-${id}`)).status()).toBe(404);
    const doc = await publish(request, token, `Council approves Fair Park budget ${id}`);
    created.push(doc);
    expect(doc.slug).toBe(`council-approves-fair-park-budget-${id}`);

    await expect.poll(async () => (await request.get(`/news/${doc.slug}`)).status(), VISIBLE_WITHIN).toBe(200);
    for (const { name, path, marker } of places(doc.slug)) {
      await expect.poll(() => fetchText(request, path), { ...VISIBLE_WITHIN, message: `${name} lists the story` }).toContain(marker);
    }

    await page.goto(`/news/${doc.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
    await expect(page.getByText('The council voted on the plan late on Tuesday night.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Politics', exact: true }).first()).toHaveAttribute('href', '/news/category/politics');
    await expectNoAxeViolations(page);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Latest News' }).getByRole('link', { name: doc.title })).toHaveAttribute(
      'href',
      `/news/${doc.slug}`,
    );

    const unpublish = await request.patch(`/api/stories/${doc.id}`, {
      headers: { Authorization: `JWT ${token}` },
      data: { _status: 'draft' },
    });
    expect(unpublish.status(), await unpublish.text()).toBe(200);

    await expect.poll(async () => (await request.get(`/news/${doc.slug}`)).status(), VISIBLE_WITHIN).toBe(404);
    for (const { name, path, marker } of places(doc.slug)) {
      await expect.poll(() => fetchText(request, path), { ...VISIBLE_WITHIN, message: `${name} no longer lists the story` }).not.toContain(marker);
    }
  });

  test('a photo corrected in the media library (credit, alt text, focal point) changes on the pages that show it', async ({ request, page }) => {
    const auth = { Authorization: `JWT ${token}` };
    const tag = randomUUID().slice(0, 8);
    const mediaId = await uploadPhoto(request, token, {
      name: `fair-park-${tag}.jpg`,
      width: 1200,
      height: 675,
      background: '#6a8caf',
      fields: { alt: 'The Fair Park esplanade at dusk', caption: 'The esplanade before the festival.', credit: `Wrong Name ${tag}` },
    });
    const response = await request.post('/api/stories', {
      headers: auth,
      data: { title: `Fair Park esplanade reopens ${tag}`, summary: 'The restored esplanade opens to visitors this weekend.', category: 'Culture', heroImage: mediaId, _status: 'published' },
    });
    expect(response.status(), await response.text()).toBe(201);
    const doc = ((await response.json()) as { doc: Created }).doc;
    created.push(doc);
    await expect.poll(() => fetchText(request, `/news/${doc.slug}`), VISIBLE_WITHIN).toContain(`Wrong Name ${tag}`);

    // The credit was wrong and the alt text too vague: the editor corrects the photo, not the story.
    const fix = await request.patch(`/api/media/${mediaId}`, {
      headers: auth,
      data: { credit: `Right Name ${tag} / Dallas Local`, alt: `Visitors walk the restored Fair Park esplanade ${tag}`, focalX: 20, focalY: 30 },
    });
    expect(fix.status(), await fix.text()).toBe(200);
    await expect.poll(() => fetchText(request, `/news/${doc.slug}`), VISIBLE_WITHIN).toContain(`Right Name ${tag} / Dallas Local`);
    await page.goto(`/news/${doc.slug}`);
    const figure = page.getByRole('article').first().locator('figure').first();
    await expect(figure.getByRole('img', { name: `Visitors walk the restored Fair Park esplanade ${tag}` })).toBeVisible();
    await expect(figure.locator('figcaption')).toHaveText(`The esplanade before the festival. Right Name ${tag} / Dallas Local`);
    // The focal point set on the photo is where the cropped boxes keep it: the story's and its category list's.
    const photoName = `Visitors walk the restored Fair Park esplanade ${tag}`;
    await expect(figure.getByRole('img', { name: photoName })).toHaveCSS('object-position', '20% 30%');
    await page.goto('/news/category/culture');
    await expect(page.getByRole('listitem').filter({ hasText: `Fair Park esplanade reopens ${tag}` }).locator('img')).toHaveCSS('object-position', '20% 30%');
    expect(await fetchText(request, `/news/${doc.slug}`)).not.toContain(`Wrong Name ${tag}`);
  });

  test('a photo placed in the body shows as the main photo does: its copies, its caption and its credit', async ({ request, page }) => {
    const tag = randomUUID().slice(0, 8);
    const mediaId = await uploadPhoto(request, token, {
      name: `maker-space-${tag}.jpg`,
      width: 1200,
      height: 800,
      background: '#8a6a4f',
      fields: { alt: `Tables and tools at the maker space ${tag}`, caption: 'The maker space, inside.', credit: `Jane Doe ${tag}` },
    });
    const paragraph = (t: string) => ({ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, textFormat: 0, children: [{ type: 'text', version: 1, text: t, format: 0, detail: 0, mode: 'normal', style: '' }] });
    const body = {
      root: {
        type: 'root', version: 1, direction: 'ltr', format: '', indent: 0,
        children: [paragraph('The library opened a maker space.'), { type: 'upload', version: 3, format: '', id: `u${tag}`, fields: null, relationTo: 'media', value: mediaId }, paragraph('It is open every afternoon.')],
      },
    };
    const response = await request.post('/api/stories', {
      headers: { Authorization: `JWT ${token}` },
      data: { title: `Maker space opens ${tag}`, summary: 'The branch library opens a room of tools for anyone to use.', category: 'Culture', body, _status: 'published' },
    });
    expect(response.status(), await response.text()).toBe(201);
    const doc = ((await response.json()) as { doc: Created }).doc;
    created.push(doc);
    await expect.poll(async () => (await request.get(`/news/${doc.slug}`)).status(), VISIBLE_WITHIN).toBe(200);
    await page.goto(`/news/${doc.slug}`);
    const figure = page.locator('figure').filter({ has: page.getByRole('img', { name: `Tables and tools at the maker space ${tag}` }) });
    await expect(figure.locator('figcaption')).toHaveText(`The maker space, inside. Jane Doe ${tag}`);
    const img = figure.getByRole('img');
    await expect(img).toHaveAttribute('srcset', /480w/);
    await expect(img).toHaveAttribute('src', /-960x\d+\.webp$/);
    await expect(figure.locator('source[type="image/avif"]')).toHaveCount(1);
  });

  test("a photo uploaded for a story not yet out stays in the newsroom's media library until the story is published", async ({ request }) => {
    const auth = { Authorization: `JWT ${token}` };
    const tag = randomUUID().slice(0, 8);
    const mediaId = await uploadPhoto(request, token, {
      name: `embargoed-${tag}.jpg`,
      width: 800,
      height: 450,
      background: '#8a5a3c',
      fields: { alt: 'The mayor at the lectern', caption: `The mayor announces the plan ${tag}.` },
    });
    const draft = await request.post('/api/stories', {
      headers: auth,
      data: { title: `Mayor to announce a plan ${tag}`, summary: 'The mayor is expected to announce the plan on Friday.', category: 'Politics', heroImage: mediaId, _status: 'draft' },
    });
    expect(draft.status(), await draft.text()).toBe(201);
    const story = ((await draft.json()) as { doc: Created }).doc;
    created.push(story);

    // A reader finds it neither by its id nor in the library's newest photos, nor asking for it by caption.
    const readerViews = async () => [
      await request.get(`/api/media/${mediaId}`),
      await request.get('/api/media?sort=-createdAt&limit=20'),
      await request.get(`/api/media?where[caption][like]=${tag}`),
    ];
    for (const response of await readerViews()) expect(await response.text()).not.toContain(tag);
    expect((await request.get(`/api/media/${mediaId}`)).status()).not.toBe(200);
    // The newsroom sees it.
    const own = await request.get(`/api/media/${mediaId}`, { headers: auth });
    expect(own.status()).toBe(200);
    expect(await own.text()).toContain(tag);
    // Saving the draft again changes nothing: autosaved, or with an answer trimmed to the photo (`select`).
    const autosave = await request.patch(`/api/stories/${story.id}?draft=true&autosave=true`, { headers: auth, data: { summary: 'The mayor is expected to announce the plan on Friday morning.' } });
    expect(autosave.status(), await autosave.text()).toBe(200);
    const trimmed = await request.patch(`/api/stories/${story.id}?draft=true&select[heroImage]=true`, { headers: auth, data: { summary: 'The mayor announces the plan on Friday morning.' } });
    expect(trimmed.status(), await trimmed.text()).toBe(200);
    expect(await (await request.get(`/api/media/${mediaId}`)).text()).not.toContain(tag);

    // Published (with an answer trimmed to the title), the story shows it: readers may read it, on its own
    // and inside the story.
    const published = await request.patch(`/api/stories/${story.id}?select[title]=true`, { headers: auth, data: { _status: 'published' } });
    expect(published.status(), await published.text()).toBe(200);
    const read = await request.get(`/api/media/${mediaId}`);
    expect(read.status()).toBe(200);
    expect(await read.text()).toContain(tag);
    const withPhoto = (await (await request.get(`/api/stories/${story.id}?depth=1`)).json()) as { heroImage?: { id?: number; alt?: string; url?: string } };
    expect(withPhoto.heroImage).toMatchObject({ id: mediaId, alt: 'The mayor at the lectern' });
    // Marking it public left the photo as it was.
    const file = await request.get(withPhoto.heroImage!.url!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/jpeg');
  });

  test('a reader neither sees which account created a story or a photo nor asks by it', async ({ request }) => {
    const doc = await publish(request, token, `Council names a new city auditor ${randomUUID().slice(0, 8)}`);
    created.push(doc);
    const asReader = (await (await request.get(`/api/stories/${doc.id}`)).json()) as Record<string, unknown>;
    expect(asReader.title).toBe(doc.title);
    expect(asReader).not.toHaveProperty('createdBy');
    const asEditor = (await (await request.get(`/api/stories/${doc.id}`, { headers: { Authorization: `JWT ${token}` } })).json()) as Record<string, unknown>;
    expect(asEditor.createdBy).toBe(doc.createdBy);
    const byAccount = await request.get(`/api/stories?where[createdBy][equals]=${String(doc.createdBy)}`);
    expect(byAccount.status()).toBe(400);
    expect(await byAccount.text()).toContain('cannot be queried: createdBy');
    const photos = (await (await request.get('/api/media?limit=5')).json()) as { docs: Record<string, unknown>[] };
    expect(photos.docs.length).toBeGreaterThan(0);
    for (const photo of photos.docs) expect(photo).not.toHaveProperty('createdBy');
  });

  test('markup in a title shows as text on the page, Home and the feed', async ({ request, page }) => {
    const title = `<script>window.__injected = true</script> <b>Bold</b> mayor ${randomUUID().slice(0, 8)}`;
    const doc = await publish(request, token, title);
    created.push(doc);

    await expect.poll(async () => (await request.get(`/news/${doc.slug}`)).status(), VISIBLE_WITHIN).toBe(200);
    await page.goto(`/news/${doc.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
    const html = await (await request.get(`/news/${doc.slug}`)).text();
    expect(html).not.toContain('<script>window.__injected');

    await expect.poll(() => fetchText(request, '/feed.xml'), VISIBLE_WITHIN).toContain(`/news/${doc.slug}</link>`);
    const feed = await fetchText(request, '/feed.xml');
    expect(feed).not.toContain('<script>window.__injected');
    expect(feed).toContain('&lt;script&gt;window.__injected');
    // Home is a page of its own in the cache: the first request after the story was published may still
    // get the page from before it (served while the new one renders).
    await expect.poll(() => fetchText(request, '/'), VISIBLE_WITHIN).toContain(`href="/news/${doc.slug}"`);
    await page.goto('/');
    await expect(page.getByRole('link', { name: title })).toHaveAttribute('href', `/news/${doc.slug}`);
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  });

  test('an editor writes and publishes a story in the admin, and readers see it', async ({ page, request }) => {
    test.setTimeout(90_000);
    const words = `Deep Ellum mural festival returns ${randomUUID().slice(0, 8)}`;
    await page.goto('/admin/login');
    await page.getByLabel(/email/i).fill(publishingEditor);
    await page.getByLabel(/password/i).fill(newsroomPassword);
    await page.getByRole('button', { name: /login/i }).click();
    await expect(page).not.toHaveURL(/\/admin\/login/);

    // "Create New" autosaves an untitled draft at once. An editor who opened it and left must not block
    // the next one (an empty slug, unique, once left every later "Create New" a blank screen).
    await page.goto('/admin/collections/stories/create');
    await expect(page.locator('#field-title')).toBeVisible();
    await page.goto('/admin/collections/stories/create');
    await page.locator('#field-title').fill(words);
    await page.locator('#field-summary').fill('Painters return to the walls of Deep Ellum this weekend.');
    await page.locator('#field-category .rs__control').click();
    await page.locator('.rs__option', { hasText: /^Culture$/ }).click();
    // The body: Tab leaves it for the next field, and indents nothing (decision 0042).
    const body = page.locator('[data-lexical-editor="true"]').first();
    await body.click();
    await page.keyboard.type('Twelve walls, forty painters.');
    await page.keyboard.press('Tab');
    await expect(body).not.toBeFocused();
    expect(await body.evaluate((editor) => editor.contains(document.activeElement))).toBe(false);
    await expect(body.locator('p').first()).not.toHaveAttribute('style', /padding|indent/);
    await page.getByRole('button', { name: 'Publish changes' }).click();

    const slug = words.toLowerCase().replaceAll(' ', '-');
    await expect.poll(async () => (await request.get(`/news/${slug}`)).status(), VISIBLE_WITHIN).toBe(200);
    const found = await request.get(`/api/stories?where[slug][equals]=${slug}`, { headers: { Authorization: `JWT ${token}` } });
    const { docs } = (await found.json()) as { docs: Created[] };
    created.push(...docs);
    await expect.poll(() => fetchText(request, '/'), VISIBLE_WITHIN).toContain(`href="/news/${slug}"`);
    await page.goto(`/news/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words);
    await expect(page.getByText('Twelve walls, forty painters.')).toBeVisible();
  });

  test("a published story's old address leads to its new one after an editor changes its slug", async ({ request }) => {
    const auth = { Authorization: `JWT ${token}` };
    const doc = await publish(request, token, `Council aproves sidewalk plan ${randomUUID().slice(0, 8)}`);
    created.push(doc);
    const oldPath = `/news/${doc.slug}`;
    await expect.poll(async () => (await request.get(oldPath)).status(), VISIBLE_WITHIN).toBe(200);

    const newSlug = doc.slug.replace('aproves', 'approves');
    const renamed = await request.patch(`/api/stories/${doc.id}`, { headers: auth, data: { slug: newSlug, _status: 'published' } });
    expect(renamed.status(), await renamed.text()).toBe(200);
    const { doc: saved } = (await renamed.json()) as { doc: { slug: string; formerSlugs: string[] } };
    expect(saved).toMatchObject({ slug: newSlug, formerSlugs: [doc.slug] });

    // Readers' shares, sent newsletters and search engines hold the old address: a permanent redirect.
    await expect.poll(async () => (await request.get(oldPath, { maxRedirects: 0 })).status(), VISIBLE_WITHIN).toBe(308);
    const old = await request.get(oldPath, { maxRedirects: 0 });
    expect(old.headers()['location']).toBe(`/news/${newSlug}`);
    expect((await request.get(`/news/${newSlug}`)).status()).toBe(200);
    // A request cannot write the list: the server keeps it.
    const forged = await request.patch(`/api/stories/${doc.id}`, { headers: auth, data: { formerSlugs: ['elsewhere'], _status: 'published' } });
    expect(((await forged.json()) as { doc: { formerSlugs: string[] } }).doc.formerSlugs).toEqual([doc.slug]);
    // Unpublished while a draft with yet another slug waits (Payload's hooks then see the draft, not what
    // readers have), the story leaves both addresses at once.
    const draft = await request.patch(`/api/stories/${doc.id}?draft=true`, { headers: auth, data: { slug: `${newSlug}-draft` } });
    expect(draft.status(), await draft.text()).toBe(200);
    // Past the draft save's own late expiry (LATE_EXPIRY_MS, 2 s), the page is cached again as readers have it.
    await new Promise((r) => setTimeout(r, 3_000));
    expect((await request.get(`/news/${newSlug}`)).status()).toBe(200);
    expect((await request.patch(`/api/stories/${doc.id}`, { headers: auth, data: { _status: 'draft' } })).status()).toBe(200);
    await expect.poll(async () => (await request.get(`/news/${newSlug}`)).status(), VISIBLE_WITHIN).toBe(404);
    await expect.poll(async () => (await request.get(oldPath, { maxRedirects: 0 })).status(), VISIBLE_WITHIN).toBe(404);

    // Put back up under the draft's slug: the address it was last public under, and the one before,
    // lead to it again (the main row of a story taken down is a draft, but readers still hold its address).
    const republished = await request.patch(`/api/stories/${doc.id}`, { headers: auth, data: { _status: 'published' } });
    expect(republished.status(), await republished.text()).toBe(200);
    const { doc: back } = (await republished.json()) as { doc: { slug: string; formerSlugs: string[] } };
    expect(back.slug).toBe(`${newSlug}-draft`);
    expect([...back.formerSlugs].sort()).toEqual([doc.slug, newSlug].sort());
    for (const path of [oldPath, `/news/${newSlug}`]) {
      await expect.poll(async () => (await request.get(path, { maxRedirects: 0 })).status(), VISIBLE_WITHIN).toBe(308);
      expect((await request.get(path, { maxRedirects: 0 })).headers()['location']).toBe(`/news/${newSlug}-draft`);
    }
  });

  test('an unknown slug answers 404', async ({ request }) => {
    expect((await request.get(`/news/no-such-story-${randomUUID().slice(0, 8)}`)).status()).toBe(404);
    expect((await request.get('/news/Not%20A%20Slug')).status()).toBe(404);
    expect((await request.get('/news/10')).status()).toBe(404);
  });
});
