/**
 * Bad input through the newsroom's REST API (issue 16) gets a 400 or 413 with a message, never a 500 or
 * a hang; photos are stored with their responsive copies. Server behaviour only: the desktop project.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import sharp from 'sharp';
import pg from 'pg';
import { ensureDatabase } from '../scripts/lib/database.mjs';
import { baseURL, e2eDataDir } from '../playwright.config';
import { ABANDONED_DRAFT_AGE_MS } from '../src/cms/abandonedDrafts';
import { declaredPng } from '../src/test/declaredPng';
import { expect, test } from './fixtures';
import { createEditor, loginToken } from './support/newsroomSession';

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'server behaviour does not depend on the viewport');

type ApiError = { errors?: { message?: string }[] };

let token = '';
const auth = () => ({ Authorization: `JWT ${token}` });

test.beforeAll(async ({ request }) => {
  const email = await createEditor(request, 'input-editor');
  token = (await loginToken(request, email)) ?? '';
  expect(token, 'the spec editor logs in').not.toBe('');
});

const story = (title: unknown = `Input check ${randomUUID().slice(0, 8)}`) => ({
  title,
  summary: 'A summary long enough to describe what the story is about.',
  category: 'Politics',
});

async function message(response: { json(): Promise<unknown> }): Promise<string> {
  const body = (await response.json()) as ApiError;
  return body.errors?.map((e) => e.message).join(' ') ?? '';
}

test.describe('stories: bad JSON input', () => {
  test('a 2 MB title (an oversized body) gets a 413 with a message', async ({ request }) => {
    const response = await request.post('/api/stories', { headers: auth(), data: story('x'.repeat(2 * 1024 * 1024)) });
    expect(response.status()).toBe(413);
    expect(await message(response)).toMatch(/too large: at most 1 MB/);
  });

  test('a title over 200 characters gets a 400', async ({ request }) => {
    const response = await request.post('/api/stories', { headers: auth(), data: story('y'.repeat(201)) });
    expect(response.status()).toBe(400);
    expect(await message(response)).toMatch(/Title/);
  });

  test('values of the wrong type get a 400 naming the field, in drafts too', async ({ request }) => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['title as a number', story(42), /title must be text/],
      ['title as an object', story({ text: 'Hello' }), /title must be text/],
      ['category as a number', { ...story(), category: 5 }, /category must be one of the listed values/],
      ['category as a number, in a draft', { ...story(), category: 5, _status: 'draft' }, /category must be one of the listed values/],
      ['summary as a list', { ...story(), summary: ['a', 'b'] }, /summary must be text/],
      ['body as text', { ...story(), body: 'notrichtext', _status: 'published' }, /body must be rich text/],
    ];
    for (const [what, data, expected] of cases) {
      const response = await request.post('/api/stories', { headers: auth(), data });
      expect(response.status(), what).toBe(400);
      expect(await message(response), what).toMatch(expected);
    }
  });

  test('a publish dated in the future gets a 400 naming the date; a draft may carry it', async ({ request }) => {
    const tomorrow = new Date(Date.now() + 24 * 60 * 60_000).toISOString();
    const refused = await request.post('/api/stories', { headers: auth(), data: { ...story(), publishedAt: tomorrow, _status: 'published' } });
    expect(refused.status()).toBe(400);
    // The API names the field, and gives each field's own message with its path: the admin marks the
    // field with it (the answer Payload's formatter gives in development; errorMessages.ts in production).
    expect(await message(refused)).toMatch(/Published At/);
    const [error] = ((await refused.json()) as { errors: { data?: { errors?: { path: string; message: string }[] } }[] }).errors;
    expect(error?.data?.errors).toEqual([{ path: 'publishedAt', message: expect.stringMatching(/use Schedule, or clear the date/) }]);
    const draft = await request.post('/api/stories', { headers: auth(), data: { ...story(), publishedAt: tomorrow, _status: 'draft' } });
    expect(draft.status(), await draft.text()).toBe(201);
    const { id } = ((await draft.json()) as { doc: { id: number } }).doc;
    const publish = await request.patch(`/api/stories/${id}`, { headers: auth(), data: { _status: 'published' } });
    expect(publish.status()).toBe(400);
    // Dated now instead, it publishes.
    const dated = await request.patch(`/api/stories/${id}`, { headers: auth(), data: { _status: 'published', publishedAt: new Date().toISOString() } });
    expect(dated.status(), await dated.text()).toBe(200);
    await request.delete(`/api/stories/${id}`, { headers: auth() });
  });

  test('a category not in the list gets a 400', async ({ request }) => {
    const response = await request.post('/api/stories', { headers: auth(), data: { ...story(), category: 'Gossip' } });
    expect(response.status()).toBe(400);
    expect(await message(response)).toMatch(/Category/);
  });

  test('a body that is not JSON, or JSON but not an object, gets a 400 saying so', async ({ request }) => {
    // Buffers are sent as they are (a string would be sent as a JSON string).
    const cases: [string, string][] = [
      ['{"title": "Unfinished', 'The request body is not valid JSON.'],
      ['"just a string"', 'The request body must be a JSON object.'],
      ['[{"title": "In a list"}]', 'The request body must be a JSON object.'],
    ];
    for (const [body, expected] of cases) {
      const response = await request.post('/api/stories', {
        headers: { ...auth(), 'Content-Type': 'application/json' },
        data: Buffer.from(body),
      });
      expect(response.status(), body).toBe(400);
      expect(await message(response), body).toBe(expected);
    }
    // Neither JSON nor a multipart form (Payload answered these with a 500).
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await request.post('/api/stories', { headers: { ...auth(), 'Content-Type': type }, data: Buffer.from('title=Council') });
      expect(response.status(), type).toBe(415);
      expect(await message(response), type).toMatch(/^Send the body as JSON/);
    }
  });

  test('unknown fields are ignored: the story is saved without them', async ({ request }) => {
    const response = await request.post('/api/stories', {
      headers: auth(),
      data: { ...story(), views: 1_000_000, isSponsored: true, $where: 'sleep(1)', __proto__x: { admin: true } },
    });
    expect(response.status()).toBe(201);
    const { doc } = (await response.json()) as { doc: { id: number } };
    const stored = (await (await request.get(`/api/stories/${doc.id}?draft=true&depth=0`, { headers: auth() })).json()) as Record<string, unknown>;
    for (const key of ['views', 'isSponsored', '$where', '__proto__x']) expect(stored, key).not.toHaveProperty(key);
    expect(stored.title).toEqual(expect.any(String));
  });

  test('HTML and script in a title are stored as the text typed', async ({ request }) => {
    const title = `<script>alert("x")</script> <b>Bold</b> & "quotes" ${randomUUID().slice(0, 6)}`;
    const response = await request.post('/api/stories', { headers: auth(), data: story(title) });
    expect(response.status()).toBe(201);
    const { doc } = (await response.json()) as { doc: { id: number; slug: string } };
    expect(doc.slug).toMatch(/^script-alert-x-script-b-bold-b-quotes-/);
    const stored = (await (await request.get(`/api/stories/${doc.id}?draft=true`, { headers: auth() })).json()) as { title: string };
    expect(stored.title).toBe(title);
  });

  test('a control character pasted into a published title leaves the feeds readable XML', async ({ request }) => {
    const tag = randomUUID().slice(0, 6);
    const title = `Feed \u000bbreaker\u0001 ${tag}`;
    const response = await request.post('/api/stories', { headers: auth(), data: { ...story(title), summary: 'A summary with a form feed \f pasted into it.', _status: 'published' } });
    expect(response.status(), await response.text()).toBe(201);
    const { doc } = (await response.json()) as { doc: { id: number } };
    try {
      for (const path of ['/feed.xml', '/news/category/politics/feed.xml']) {
        await expect.poll(async () => (await request.get(path)).text(), { timeout: 15_000 }).toContain(`Feed breaker ${tag}`);
        // XML 1.0 allows no such character, escaped or not: one made the whole feed unreadable.
        expect(await (await request.get(path)).text(), path).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
      }
    } finally {
      await request.delete(`/api/stories/${doc.id}`, { headers: auth() });
    }
  });
});

/** A photo made here, `width` x `height`, in `format`. */
function photo(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 110, b: 190 } } })
    .toFormat(format)
    .toBuffer();
}

type StoredCopy = { url: string | null; width: number | null; height: number | null; mimeType: string | null };
type StoredMedia = { id: number; url: string; width: number; height: number; alt: string; credit: string; caption: string; sizes: Record<string, StoredCopy> };

test.describe('queries', () => {
  test('a where filter the field cannot take gets a 400 that says so, not a 500', async ({ request }) => {
    const cases: [string, RegExp][] = [
      ['where=%5Bx', /^The where parameter cannot be read/],
      ['where[title][near]=1,2', /operator its field does not have/],
      ['where[title][all]=a', /operator its field does not have/],
      ['where[id][contains]=1', /operator its field does not have/],
      ['where[body][like]=a', /operator its field does not have/],
    ];
    for (const [query, message] of cases) {
      for (const path of ['/api/stories', '/api/stories/count']) {
        const response = await request.get(`${path}?${query}`);
        expect(response.status(), `${path}?${query}`).toBe(400);
        expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message, query).toMatch(message);
      }
    }
    // A filter that fits its field still works.
    expect((await request.get('/api/stories?where[title][like]=park&limit=1')).status()).toBe(200);
  });

  test('the versions routes of what keeps no versions are a 404, not a 500', async ({ request }) => {
    for (const [method, path] of [
      ['POST', '/api/media/versions/1'],
      ['GET', '/api/media/versions/1'],
      ['GET', '/api/users/versions'],
      ['GET', '/api/globals/front-page/versions'],
      ['POST', '/api/globals/front-page/versions/1'],
    ] as const) {
      for (const headers of [{}, auth()]) {
        const response = await request.fetch(path, { method, headers });
        expect(response.status(), `${method} ${path}`).toBe(404);
      }
    }
    // The stories' versions are still there for the newsroom.
    expect((await request.get('/api/stories/versions?limit=1', { headers: auth() })).status()).toBe(200);
  });

  test('a photo file name too long for the file system is a 404, not a 500', async ({ request }) => {
    const response = await request.get(`/api/media/file/${'a'.repeat(300)}.png`);
    expect(response.status()).toBe(404);
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe('There is no photo file by that name.');
  });
});

test.describe('untitled drafts', () => {
  test('any number of them save, each without a slug; stories and staff', async ({ request }) => {
    for (const collection of ['stories', 'staff']) {
      const ids: number[] = [];
      for (let i = 0; i < 2; i++) {
        const response = await request.post(`/api/${collection}?draft=true`, { headers: auth(), data: {} });
        expect(response.status(), `${collection}, draft ${i + 1}: ${await response.text()}`).toBe(201);
        const { doc } = (await response.json()) as { doc: { id: number; slug: string | null } };
        expect(doc.slug, 'no slug rather than an empty one').toBeNull();
        ids.push(doc.id);
      }
      for (const id of ids) expect((await request.delete(`/api/${collection}/${id}`, { headers: auth() })).status()).toBe(200);
    }
  });

  test('one left empty for a day is removed when the next story is created; one with words, or from today, stays', async ({ request }) => {
    const made: number[] = [];
    const draft = async (data: Record<string, unknown>) => {
      const response = await request.post('/api/stories?draft=true', { headers: auth(), data });
      expect(response.status(), await response.text()).toBe(201);
      const { doc } = (await response.json()) as { doc: { id: number } };
      made.push(doc.id);
      return doc.id;
    };
    const exists = async (id: number) => {
      const status = (await request.get(`/api/stories/${id}?draft=true&depth=0`, { headers: auth() })).status();
      expect([200, 404], `story ${id}`).toContain(status);
      return status === 200;
    };
    // As Create New leaves them (an untitled draft saved at once), one with a few words in it, and one of today.
    const abandoned = await draft({});
    const withNotes = await draft({ summary: 'Notes for a story on the bond election' });
    const today = await draft({});
    // Two days pass for the first two: their main row and their versions (an autosave writes the latest
    // version, which is what the sweep reads), in the test server's database.
    const database = await ensureDatabase({ env: { ...process.env, DATA_DIR: e2eDataDir }, create: false, log: () => undefined });
    expect(database, "the test server's database").not.toBeNull();
    const client = new pg.Client({ connectionString: database!.url });
    await client.connect();
    try {
      const twoDaysAgo = new Date(Date.now() - 2 * ABANDONED_DRAFT_AGE_MS);
      await client.query('UPDATE payload.stories SET created_at = $2, updated_at = $2 WHERE id = ANY($1)', [[abandoned, withNotes], twoDaysAgo]);
      await client.query(
        'UPDATE payload._stories_v SET version_created_at = $2, version_updated_at = $2, created_at = $2, updated_at = $2 WHERE parent_id = ANY($1)',
        [[abandoned, withNotes], twoDaysAgo],
      );
    } finally {
      await client.end();
    }
    // The next Create New sweeps after its answer (another test's new story may sweep first: the same).
    await draft({});
    await expect.poll(() => exists(abandoned), { message: 'the empty draft of two days ago', timeout: 10_000 }).toBe(false);
    expect(await exists(withNotes), 'the draft with a summary').toBe(true);
    expect(await exists(today), "today's empty draft").toBe(true);

    for (const id of made.filter((id) => id !== abandoned)) expect((await request.delete(`/api/stories/${id}`, { headers: auth() })).status()).toBe(200);
  });
});

test.describe('photos', () => {
  test('a JPEG is stored with WebP and AVIF copies at 480, 960 and 1600 wide, with sizes, alt and credit', async ({ request }) => {
    const response = await request.post('/api/media', {
      headers: auth(),
      multipart: {
        file: { name: 'fair-park.jpg', mimeType: 'image/jpeg', buffer: await photo(2000, 1250) },
        _payload: JSON.stringify({ alt: 'The Fair Park esplanade at dusk', credit: 'Jane Doe / Dallas Local', caption: 'Opening night.' }),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { doc } = (await response.json()) as { doc: StoredMedia & { filename: string } };
    expect(doc).toMatchObject({ width: 2000, height: 1250, alt: 'The Fair Park esplanade at dusk', credit: 'Jane Doe / Dallas Local', caption: 'Opening night.' });
    // Stored under a name nobody can guess from the upload's own (its files are answered to anyone by name).
    expect(doc.filename).toMatch(/^fair-park-[0-9a-f]{8}\.jpg$/);
    expect((await request.get('/api/media/file/fair-park.jpg')).status()).toBe(404);
    for (const [format, mimeType] of [['webp', 'image/webp'], ['avif', 'image/avif']] as const) {
      for (const width of [480, 960, 1600]) {
        const copy = doc.sizes[`${format}${width}`];
        expect(copy, `${format}${width}`).toMatchObject({ width, height: Math.round((width * 1250) / 2000), mimeType });
        const file = await request.get(copy!.url!);
        expect(file.status()).toBe(200);
        expect(file.headers()['content-type']).toBe(mimeType);
      }
    }
  });

  test('a photo a story shows cannot be deleted; the answer names the story', async ({ request }) => {
    const uploaded = await request.post('/api/media', {
      headers: auth(),
      multipart: {
        file: { name: 'deep-ellum.jpg', mimeType: 'image/jpeg', buffer: await photo(800, 500) },
        _payload: JSON.stringify({ alt: 'Murals along Elm Street in Deep Ellum' }),
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const media = ((await uploaded.json()) as { doc: { id: number; url: string } }).doc;
    const title = `Deep Ellum murals ${randomUUID().slice(0, 8)}`;
    const created = await request.post('/api/stories', { headers: auth(), data: { ...story(title), heroImage: media.id, _status: 'published' } });
    expect(created.status(), await created.text()).toBe(201);
    const storyId = ((await created.json()) as { doc: { id: number } }).doc.id;

    const refused = await request.delete(`/api/media/${media.id}`, { headers: auth() });
    expect(refused.status()).toBe(409);
    expect(await message(refused)).toBe(`This photo cannot be deleted: it is used by the story “${title}”. Give it another photo first.`);
    expect((await request.get(media.url)).status()).toBe(200);

    // Once the story shows another photo (here none), the photo may go.
    const changed = await request.patch(`/api/stories/${storyId}`, { headers: auth(), data: { heroImage: null, _status: 'published' } });
    expect(changed.status(), await changed.text()).toBe(200);
    expect((await request.delete(`/api/media/${media.id}`, { headers: auth() })).status()).toBe(200);
  });

  test("a phone photo's location and camera are not published, and it is stored upright", async ({ request }) => {
    // 1200 x 800 pixels that the phone says to show turned a quarter (a portrait photo), with where and with what.
    const phone = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 80, b: 40 } } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Phone 15' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 46/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '96/1 48/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const response = await request.post('/api/media', {
      headers: auth(),
      multipart: { file: { name: 'from-a-phone.jpg', mimeType: 'image/jpeg', buffer: phone }, _payload: JSON.stringify({ alt: 'A porch in Oak Cliff' }) },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { doc } = (await response.json()) as { doc: StoredMedia };
    // The size readers see, recorded for the page's boxes, and the copies the same way up.
    expect({ width: doc.width, height: doc.height }).toEqual({ width: 800, height: 1200 });
    expect(doc.sizes.webp480).toMatchObject({ width: 480, height: 720 });
    // The original, public at its address, carries no EXIF (location, camera) any more.
    const original = await sharp(await (await request.get(doc.url)).body()).metadata();
    expect({ exif: original.exif, orientation: original.orientation, width: original.width, height: original.height }).toEqual({
      exif: undefined,
      orientation: undefined,
      width: 800,
      height: 1200,
    });
  });

  test('PNG and WebP are accepted; no copy is wider than the original', async ({ request }) => {
    for (const format of ['png', 'webp'] as const) {
      const response = await request.post('/api/media', {
        headers: auth(),
        multipart: { file: { name: `map.${format}`, mimeType: `image/${format}`, buffer: await photo(700, 500, format) }, _payload: JSON.stringify({ alt: `A ${format} map of Deep Ellum` }) },
      });
      expect(response.status(), format).toBe(201);
      const { doc } = (await response.json()) as { doc: StoredMedia };
      expect(doc.sizes.webp480?.width).toBe(480);
      expect(doc.sizes.webp960?.width, 'no enlargement').toBeLessThanOrEqual(700);
    }
  });

  test('a text file named .jpg gets a 400 with a message', async ({ request }) => {
    const response = await request.post('/api/media', {
      headers: auth(),
      multipart: { file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Not a photo, just text.\n'.repeat(50)) }, _payload: JSON.stringify({ alt: 'A text file in disguise' }) },
    });
    expect(response.status()).toBe(400);
    expect(await message(response)).toMatch(/Upload a JPEG or PNG or WebP image/);
  });

  test('a photo without alt text gets a 400 that says alt text is required', async ({ request }) => {
    const response = await request.post('/api/media', {
      headers: auth(),
      multipart: { file: { name: 'no-alt.jpg', mimeType: 'image/jpeg', buffer: await photo(400, 300) }, _payload: JSON.stringify({ credit: 'Jane Doe / Dallas Local' }) },
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain('Alt text is required. Describe what the photo shows for readers who cannot see it.');
  });

  test('a small file declaring 16,000 by 16,000 pixels gets a 400 before anything decodes it', async ({ request }) => {
    const response = await request.post('/api/media', {
      headers: auth(),
      multipart: { file: { name: 'huge.png', mimeType: 'image/png', buffer: declaredPng(16_000, 16_000) }, _payload: JSON.stringify({ alt: 'A photo far too large' }) },
    });
    expect(response.status()).toBe(400);
    expect(await message(response)).toMatch(/too many pixels/);
  });

  test('an animated WebP gets a 400 before its frames are decoded; a PNG named .html is stored as .png', async ({ request }) => {
    const frames = await Promise.all(['#08c', '#c80', '#0c8'].map((c) => sharp({ create: { width: 64, height: 64, channels: 3, background: c } }).png().toBuffer()));
    const animated = await sharp(frames, { join: { animated: true } }).webp({ loop: 0 }).toBuffer();
    const refused = await request.post('/api/media', {
      headers: auth(),
      multipart: { file: { name: 'spinner.webp', mimeType: 'image/webp', buffer: animated }, _payload: JSON.stringify({ alt: 'A spinning badge' }) },
    });
    expect(refused.status()).toBe(400);
    expect(await message(refused)).toBe('This image is animated. Upload a still photo as JPEG or PNG or WebP.');

    const disguised = await request.post('/api/media', {
      headers: auth(),
      multipart: { file: { name: 'evil.html', mimeType: 'text/html', buffer: await photo(200, 150, 'png') }, _payload: JSON.stringify({ alt: 'A map with the wrong name' }) },
    });
    expect(disguised.status(), await disguised.text()).toBe(201);
    const { doc } = (await disguised.json()) as { doc: { id: number; filename: string; mimeType: string; url: string } };
    expect(doc.filename).toMatch(/^evil-[0-9a-f]{8}\.png$/);
    expect(doc.mimeType).toBe('image/png');
    expect((await request.get(doc.url)).headers()['content-type']).toBe('image/png');
    await request.delete(`/api/media/${doc.id}`, { headers: auth() });
  });

  test('a GIF (an image of another format) gets a 400', async ({ request }) => {
    const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c00' } }).gif().toBuffer();
    const response = await request.post('/api/media', {
      headers: auth(),
      multipart: { file: { name: 'anim.gif', mimeType: 'image/gif', buffer: gif }, _payload: JSON.stringify({ alt: 'An animated badge' }) },
    });
    expect(response.status()).toBe(400);
    expect(await message(response)).toMatch(/JPEG or PNG or WebP/);
  });

  test('a photo without alt text gets a 400 naming it', async ({ request }) => {
    const buffer = await photo(600, 400);
    for (const payload of [undefined, JSON.stringify({ alt: '' }), JSON.stringify({ credit: 'Only a credit' })]) {
      const response = await request.post('/api/media', {
        headers: auth(),
        multipart: { file: { name: 'no-alt.jpg', mimeType: 'image/jpeg', buffer }, ...(payload ? { _payload: payload } : {}) },
      });
      expect(response.status(), payload ?? 'no fields').toBe(400);
      expect(await message(response)).toMatch(/Alt/);
    }
  });

  test('a form whose _payload is not a JSON object gets a 400 saying so, signed in or not, for uploads and documents', async ({ playwright }) => {
    // Payload parsed the field with a bare JSON.parse: each of these was a 500, before any access check.
    const unreadable = ['not json', '{"alt": "Unfinished', '[{"alt":"In a list"}]', '42'];
    const buffer = await photo(400, 300);
    const anonymous = await playwright.request.newContext({ baseURL });
    try {
      const posts = [
        { what: 'an editor uploading a photo', path: '/api/media', headers: auth(), file: true },
        { what: 'a stranger posting a submission photo', path: '/api/event-submission-photos', headers: {}, file: true },
        { what: 'an editor saving a story as a form', path: '/api/stories', headers: auth(), file: false },
        { what: 'a sign-in as a form', path: '/api/users/login', headers: {}, file: false },
      ];
      for (const { what, path, headers, file } of posts) {
        for (const _payload of unreadable) {
          const response = await anonymous.post(path, {
            headers,
            multipart: { ...(file ? { file: { name: 'porch.jpg', mimeType: 'image/jpeg', buffer } } : {}), _payload },
          });
          expect(response.status(), `${what}: ${_payload}`).toBe(400);
          expect(await message(response), `${what}: ${_payload}`).toBe("The form's _payload field must be a JSON object of the document's fields.");
        }
      }
      // A well-formed form is still read: the same story form with a JSON object is saved.
      const saved = await anonymous.post('/api/stories', { headers: auth(), multipart: { _payload: JSON.stringify(story()) } });
      expect(saved.status(), await saved.text()).toBe(201);
      const { doc } = (await saved.json()) as { doc: { id: number } };
      expect((await anonymous.delete(`/api/stories/${doc.id}`, { headers: auth() })).status()).toBe(200);
    } finally {
      await anonymous.dispose();
    }
  });
});

/**
 * Streams a multipart upload of `total` bytes to /api/media, with or without a declared length, and
 * stops sending as soon as the server answers. Resolves with the answer and the bytes sent by then, or
 * `hungUp` when the connection was reset before the answer could be read. The server answers early and
 * then lingers before it closes (src/server/http/requestGuard.ts, `lingerOnEarlyClose`), so a client
 * still sending reads the answer instead of a reset: a hang-up fails the test.
 */
function streamUpload(total: number, declareLength: boolean): Promise<{ status: number; body: string; sent: number; hungUp?: true }> {
  const boundary = `----input${randomUUID().slice(0, 8)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"alt":"A very large photo"}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1024 * 1024, 0xff);
  const fileBytes = total - head.length - tail.length;
  return new Promise((resolve, reject) => {
    let answered = false;
    let sent = 0;
    const request = http.request(`${baseURL}/api/media`, {
      method: 'POST',
      headers: {
        ...auth(),
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        ...(declareLength ? { 'Content-Length': String(total) } : {}),
      },
    });
    request.on('response', (response) => {
      answered = true;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (d: string) => (body += d));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body, sent });
        request.destroy();
      });
    });
    // Writing after the server hung up fails; only an error before any answer is one.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return;
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') resolve({ status: 0, body: '', sent, hungUp: true });
      else reject(error);
    });
    const write = (buffer: Buffer) =>
      new Promise<void>((done) => {
        sent += buffer.length;
        if (request.write(buffer)) done();
        else request.once('drain', done);
      });
    const answer = new Promise((r) => request.once('response', r));
    void (async () => {
      await write(head);
      for (let left = fileBytes; left > 0 && !answered && !request.destroyed; left -= chunk.length) {
        await Promise.race([write(left >= chunk.length ? chunk : chunk.subarray(0, left)), answer]);
      }
      if (!answered && !request.destroyed) request.end(tail);
    })();
  });
}

test.describe('oversized uploads', () => {
  const total = 200 * 1024 * 1024;

  test('a 200 MB upload with its length declared gets a 413 before it is sent', async () => {
    const { status, body, sent } = await streamUpload(total, true);
    expect(status).toBe(413);
    expect(body).toMatch(/photos may be up to 20 MB/);
    // The answer came while most of the body was still unsent: the server never held it.
    expect(sent).toBeLessThan(total / 2);
  });

  test('a 200 MB upload sent without a length (chunked) is cut off at 20 MB with a 413', async () => {
    const { status, body, sent } = await streamUpload(total, false);
    expect(status).toBe(413);
    expect(body).toMatch(/photos may be up to 20 MB/);
    expect(sent).toBeLessThan(total / 2);
  });
});
