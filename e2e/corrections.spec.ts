/**
 * Corrections and clarifications (issue 19): a correction an editor adds to a published story through
 * Payload's REST API shows within seconds in a box at the top of the story, on /corrections, in
 * /corrections/feed.xml and in the story's NewsArticle JSON-LD (the story hooks expire the `story:{slug}`
 * and `corrections` tags). The story is the test's own: created published, corrected, deleted at the end.
 */
import type { APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { correctionsEditor, newsroomPassword } from './support/newsroomAccounts';

/** Long enough for a page to be rendered again after its cache tag was expired, on a loaded machine. */
const VISIBLE_WITHIN = { timeout: 15_000 };

/** Today in Dallas, `yyyy-MM-dd`, and as the site writes it. */
function dallasToday(): { iso: string; long: string } {
  const now = new Date();
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(now);
  const long = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', month: 'long', day: 'numeric', year: 'numeric' }).format(now);
  return { iso, long };
}

async function fetchText(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  return `${response.status()} ${await response.text()}`;
}

type JsonLd = { '@type'?: string; dateModified?: string; correction?: { '@type': string; text: string; datePublished: string }[] };

/** The NewsArticle JSON-LD of a story's page, from the server's HTML. */
async function articleJsonLd(request: APIRequestContext, path: string): Promise<JsonLd | undefined> {
  const html = await (await request.get(path)).text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  for (const text of scripts) {
    const data = JSON.parse(text) as JsonLd | JsonLd[];
    const found = (Array.isArray(data) ? data : [data]).find((d) => d['@type'] === 'NewsArticle');
    if (found) return found;
  }
  return undefined;
}

test.describe('corrections', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(({ isMobile }) => isMobile, 'server behaviour does not depend on the viewport (the 375 px box is checked below)');

  let token = '';
  let story: { id: number | string; slug: string; title: string } | undefined;
  const auth = () => ({ Authorization: `JWT ${token}` });

  test.beforeAll(async ({ request }) => {
    const login = await request.post('/api/users/login', { data: { email: correctionsEditor, password: newsroomPassword } });
    expect(login.status(), 'editor login').toBe(200);
    token = ((await login.json()) as { token: string }).token;
    const title = `Council corrects Trinity River park budget ${randomUUID().slice(0, 8)}`;
    const created = await request.post('/api/stories', {
      headers: auth(),
      data: {
        title,
        summary: 'The council approved the park budget late on Tuesday night.',
        category: 'Politics',
        publishedAt: '2026-11-02T18:00:00.000Z',
        _status: 'published',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    story = ((await created.json()) as { doc: { id: number; slug: string; title: string } }).doc;
  });

  test.afterAll(async ({ request }) => {
    if (story) await request.delete(`/api/stories/${story.id}`, { headers: auth() });
  });

  test("a correction dated after today, or before the story's publication, is refused in words", async ({ request }) => {
    const s = story!;
    const cases: [string, RegExp][] = [
      ['2030-05-01', /A correction cannot be dated after today/],
      ['2026-11-01', /A correction cannot be dated before the story was published \(November 2, 2026\)/],
    ];
    for (const [date, message] of cases) {
      const refused = await request.patch(`/api/stories/${s.id}`, {
        headers: auth(),
        data: { corrections: [{ kind: 'clarification', date, text: 'The vote was 9 to 6.' }], _status: 'published' },
      });
      expect(refused.status(), date).toBe(400);
      expect(await refused.text(), date).toMatch(message);
    }
  });

  test('a correction reaches the story, /corrections, its feed and the JSON-LD; removed, it leaves them', async ({ request, page }) => {
    const s = story!;
    const path = `/news/${s.slug}`;
    const today = dallasToday();
    const text = `The budget is $12 million, not $21 million (${s.slug.slice(-8)}).`;
    await expect.poll(async () => (await request.get(path)).status(), VISIBLE_WITHIN).toBe(200);

    const patched = await request.patch(`/api/stories/${s.id}`, {
      headers: auth(),
      data: { corrections: [{ kind: 'correction', date: today.iso, text }], _status: 'published' },
    });
    expect(patched.status(), await patched.text()).toBe(200);

    await expect.poll(() => fetchText(request, path), { ...VISIBLE_WITHIN, message: 'the story shows the box' }).toContain(text);
    await expect.poll(() => fetchText(request, '/corrections'), { ...VISIBLE_WITHIN, message: '/corrections lists it' }).toContain(text);
    await expect
      .poll(() => fetchText(request, '/corrections/feed.xml'), { ...VISIBLE_WITHIN, message: 'the feed carries it' })
      .toContain(`<description>${text}</description>`);

    const ld = await articleJsonLd(request, path);
    expect(ld?.correction).toEqual([{ '@type': 'CorrectionComment', name: 'Correction', text, datePublished: expect.stringContaining(today.iso) }]);
    expect(ld?.dateModified).toContain(today.iso);

    await page.goto(path);
    const box = page.getByRole('region', { name: 'Correction' });
    await expect(box).toContainText(`Correction, ${today.long}: ${text}`);
    await expect(page.locator('header').getByText(`Updated ${today.long}`)).toBeVisible();
    await expectNoAxeViolations(page, 'a story with a correction');
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(box).toBeVisible();
    const { width } = (await box.boundingBox())!;
    expect(width).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto('/corrections');
    const entry = page.getByRole('listitem').filter({ hasText: text });
    await expect(entry.getByRole('link', { name: s.title })).toHaveAttribute('href', path);
    await expect(entry).toContainText(`Correction, ${today.long}:`);
    await expectNoAxeViolations(page, '/corrections');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Corrections', exact: true })).toHaveAttribute('href', '/corrections');

    const removed = await request.patch(`/api/stories/${s.id}`, { headers: auth(), data: { corrections: [], _status: 'published' } });
    expect(removed.status(), await removed.text()).toBe(200);
    await expect.poll(() => fetchText(request, '/corrections'), VISIBLE_WITHIN).not.toContain(text);
    await expect.poll(() => fetchText(request, path), VISIBLE_WITHIN).not.toContain(text);
  });
});
