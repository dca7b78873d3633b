/**
 * The newsroom's workflow beyond writing (issue 16): publish at a time (the job runner inside the
 * server), draft preview's entry route, revision restore, document locking and who may change a
 * lock. Through the REST API, with accounts of this spec's own (e2e/support/newsroomAccounts.ts, made by e2e/globalSetup.ts).
 */
import type { APIRequestContext } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { e2eDataDir } from '../playwright.config';
import { expect, test } from './fixtures';
import { newsroomAccounts, newsroomPassword, workflowAccounts } from './support/newsroomAccounts';
import { createEditor, loginToken } from './support/newsroomSession';

type Account = keyof typeof workflowAccounts;
type Session = { token: string; userId: number };

async function login(request: APIRequestContext, who: Account): Promise<Session> {
  const { email, role } = workflowAccounts[who];
  const response = await request.post('/api/users/login', { data: { email, password: newsroomPassword } });
  expect(response.status(), `login as ${who}`).toBe(200);
  const body = (await response.json()) as { token: string; user: { id: number; role: string } };
  expect(body.user.role).toBe(role);
  return { token: body.token, userId: body.user.id };
}

const auth = ({ token }: Session) => ({ Authorization: `JWT ${token}` });

function draftStory(what: string) {
  return {
    title: `${what} ${randomUUID().slice(0, 8)}`,
    summary: 'A summary long enough to describe what the story is about.',
    category: 'Politics',
    _status: 'draft',
  };
}

async function createStory(request: APIRequestContext, session: Session, data: Record<string, unknown>) {
  const response = await request.post('/api/stories', { headers: auth(session), data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { doc: { id: number; slug: string; title: string } }).doc;
}

/** Readers' view of a story: its status when published, or the status code when it is not visible. */
async function publicStatus(request: APIRequestContext, id: number): Promise<string | number> {
  const response = await request.get(`/api/stories/${id}`);
  if (!response.ok()) return response.status();
  return ((await response.json()) as { _status: string })._status;
}

// Logins one after another: Payload saves an account's sessions whole at each login.
test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'server behaviour does not depend on the viewport');

let editor: Session;
let secondEditor: Session;
let contributor: Session;

test.beforeAll(async ({ request }) => {
  editor = await login(request, 'editor');
  secondEditor = await login(request, 'secondEditor');
  contributor = await login(request, 'contributor');
});

test.describe('publish at a time', () => {
  test("an editor's scheduled story is published by the server's runner after its time", async ({ request }) => {
    // The runner polls every 10 s; a minute and a half leaves room for a slow machine.
    test.setTimeout(120_000);
    const story = await createStory(request, editor, draftStory('Scheduled story'));
    expect(await publicStatus(request, story.id)).toBe(404);
    // Readers ask for its page before its time (a cached 404 must not outlive the publication).
    expect((await request.get(`/news/${story.slug}`)).status()).toBe(404);
    const at = new Date(Date.now() + 5_000).toISOString();
    const scheduled = await request.post(`/api/stories/${story.id}/schedule`, { headers: auth(editor), data: { at } });
    expect(scheduled.status(), await scheduled.text()).toBe(201);
    expect(scheduled.headers()['cache-control']).toBe('no-store');
    expect(await scheduled.json()).toMatchObject({ job: { action: 'publish', at } });
    await expect.poll(() => publicStatus(request, story.id), { timeout: 90_000, intervals: [1_000] }).toBe('published');
    // Readers see it: the runner's save expires the pages' cache although it runs outside any request.
    await expect.poll(async () => (await request.get(`/news/${story.slug}`)).status(), { timeout: 15_000 }).toBe(200);
    await expect.poll(async () => (await (await request.get('/')).text()).includes(story.title), { timeout: 15_000 }).toBe(true);
    // Published once: one published version, by the runner acting as the editor who scheduled it.
    const versions = await request.get(
      `/api/stories/versions?where[parent][equals]=${story.id}&where[version._status][equals]=published`,
      { headers: auth(editor) },
    );
    expect(((await versions.json()) as { totalDocs: number }).totalDocs).toBe(1);
  });

  test("the admin's Schedule drawer, left at its Unpublish for a story never published, schedules the publish", async ({
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    const story = await createStory(request, editor, draftStory('Story scheduled in the drawer'));
    const context = await browser.newContext({ timezoneId: 'America/Chicago' });
    const page = await context.newPage();
    const signedIn = await page.request.post('/api/users/login', { data: { email: workflowAccounts.editor.email, password: newsroomPassword } });
    expect(signedIn.status()).toBe(200);
    await page.goto(`/admin/collections/stories/${story.id}`);
    await expect(page.locator('#action-save')).toBeVisible({ timeout: 30_000 });
    // The caret beside Publish, then Schedule Publish.
    await page.locator('#action-save').locator('xpath=following-sibling::*[1]').getByRole('button').first().click();
    await page.locator('#schedule-publish').click();
    const drawer = page.locator('.drawer__content-children');
    // Payload preselects Unpublish for a story that has never been published; the editor keeps it.
    await expect(drawer.locator(`#field-schedule-publish-${story.id}-type-unpublish`)).toBeChecked();
    await expect(drawer.getByText('Dallas (Central Time)')).toBeVisible();
    const at = new Date(Date.now() + 2 * 60 * 60_000);
    const typed = at
      .toLocaleString('en-US', { timeZone: 'America/Chicago', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' })
      .replace(/, (\d+:\d+)/, ' $1');
    const time = drawer.locator('.date-time-picker input').first();
    await time.click();
    await time.pressSequentially(typed);
    await time.press('Tab');
    await page.locator('#scheduled-publish-save').click();
    // What is scheduled is the publish: unpublishing a story that is not out would change nothing.
    const upcoming = drawer.locator('table');
    await expect(upcoming).toContainText('Publish');
    await expect(upcoming).not.toContainText('Unpublish');
    await context.close();
  });

  test("the Schedule drawer shows the server's refusal, not 'Scheduled successfully'", async ({ request, browser }) => {
    test.setTimeout(90_000);
    // An editor of this test alone, made a contributor while the story is open: the drawer is on the
    // screen, and the server refuses the schedule (src/cms/schedule.ts guardSchedulePublish).
    const email = await createEditor(request, 'schedule-refused');
    const story = await createStory(request, editor, draftStory('Story whose schedule is refused'));
    const context = await browser.newContext({ timezoneId: 'America/Chicago' });
    const page = await context.newPage();
    const signedIn = await page.request.post('/api/users/login', { data: { email, password: newsroomPassword } });
    expect(signedIn.status()).toBe(200);
    const { user } = (await signedIn.json()) as { user: { id: number } };
    await page.goto(`/admin/collections/stories/${story.id}`);
    await expect(page.locator('#action-save')).toBeVisible({ timeout: 30_000 });
    await page.locator('#action-save').locator('xpath=following-sibling::*[1]').getByRole('button').first().click();
    await page.locator('#schedule-publish').click();
    const drawer = page.locator('.drawer__content-children');
    await expect(drawer.getByText('Dallas (Central Time)')).toBeVisible();

    const admin = await loginToken(request, newsroomAccounts.admin);
    const demoted = await request.patch(`/api/users/${user.id}`, { headers: { Authorization: `JWT ${admin}` }, data: { role: 'contributor' } });
    expect(demoted.status(), await demoted.text()).toBe(200);

    const at = new Date(Date.now() + 2 * 60 * 60_000);
    const typed = at
      .toLocaleString('en-US', { timeZone: 'America/Chicago', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' })
      .replace(/, (\d+:\d+)/, ' $1');
    const time = drawer.locator('.date-time-picker input').first();
    await time.click();
    await time.pressSequentially(typed);
    await time.press('Tab');
    await page.locator('#scheduled-publish-save').click();
    await expect(page.getByText('Only editors and admins schedule stories.')).toBeVisible();
    await expect(page.getByText('Scheduled successfully')).toHaveCount(0);
    await context.close();
  });

  test('a scheduled publish that fails is told to the editors on the story, until it is published', async ({ request }) => {
    test.setTimeout(120_000);
    // Dated an hour ahead: a draft may carry that date, but the publish at its scheduled time is refused.
    const publishedAt = new Date(Date.now() + 3_600_000).toISOString();
    const story = await createStory(request, editor, { ...draftStory('Scheduled story that fails'), publishedAt });
    const at = new Date(Date.now() + 5_000).toISOString();
    const scheduled = await request.post(`/api/stories/${story.id}/schedule`, { headers: auth(editor), data: { at } });
    expect(scheduled.status(), await scheduled.text()).toBe(201);
    const problem = async (session?: Session) => {
      const response = await request.get(`/api/stories/${story.id}?draft=true`, session ? { headers: auth(session) } : {});
      if (!response.ok()) return response.status();
      return ((await response.json()) as { scheduleProblem?: string }).scheduleProblem ?? null;
    };
    expect(await problem(editor)).toBeNull(); // nothing has failed yet
    await expect.poll(() => problem(editor), { timeout: 90_000, intervals: [1_000] }).toMatch(
      /^The publish scheduled for .+ \(Dallas time\) did not happen: .*invalid.* Correct the story, then publish it or schedule it again\.$/i,
    );
    expect(await publicStatus(request, story.id)).toBe(404);
    // The editor starts correcting it: a draft save (as autosave does) is not a publication, the notice stays.
    const draftSave = await request.patch(`/api/stories/${story.id}?draft=true`, { headers: auth(editor), data: { summary: 'A summary corrected while the failed schedule is still open.' } });
    expect(draftSave.status(), await draftSave.text()).toBe(200);
    expect(await problem(editor)).toMatch(/did not happen/);
    // Never stored, never written: a save that sends it leaves nothing behind.
    const fixed = await request.patch(`/api/stories/${story.id}`, {
      headers: auth(editor),
      data: { publishedAt: null, _status: 'published', scheduleProblem: 'written by a request' },
    });
    expect(fixed.status(), await fixed.text()).toBe(200);
    expect(await publicStatus(request, story.id)).toBe('published');
    expect(await problem(editor)).toBeNull();
  });

  test('contributors and readers cannot schedule; bad requests get a 400', async ({ request }) => {
    const own = await createStory(request, contributor, draftStory('Contributor draft'));
    const at = new Date(Date.now() + 60_000).toISOString();
    const byContributor = await request.post(`/api/stories/${own.id}/schedule`, { headers: auth(contributor), data: { at } });
    expect(byContributor.status()).toBe(403);
    const byReader = await request.post(`/api/stories/${own.id}/schedule`, { data: { at } });
    expect(byReader.status()).toBe(401);
    // Payload's own job routes are closed too: nobody runs the queue on request, nobody queues directly.
    expect((await request.get('/api/payload-jobs/run', { headers: auth(editor) })).status()).toBe(401);
    const direct = await request.post('/api/payload-jobs', {
      headers: auth(contributor),
      data: { taskSlug: 'schedulePublish', input: { type: 'publish', doc: { relationTo: 'stories', value: String(own.id) } } },
    });
    expect(direct.status()).toBe(403);

    for (const data of [{ at: '2020-01-01T00:00:00Z' }, { at: 'tomorrow' }, { at, action: 'delete' }, { when: at }]) {
      const response = await request.post(`/api/stories/${own.id}/schedule`, { headers: auth(editor), data });
      expect(response.status(), JSON.stringify(data)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toEqual(expect.any(String));
    }
    expect((await request.post('/api/stories/999999999/schedule', { headers: auth(editor), data: { at } })).status()).toBe(404);
    // None of the refused requests published the draft.
    expect(await publicStatus(request, own.id)).toBe(404);
  });
});

/** The mails in the outbox with `subject`, by recipient (the newsroom command line reads the test server's database). */
function outboxWithSubject(subject: string): string[] {
  const mails = JSON.parse(
    execFileSync(process.execPath, ['scripts/newsroom.mjs', 'outbox', '--json', '--limit', '500'], {
      env: { ...process.env, DATA_DIR: e2eDataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    }),
  ) as { to: string; subject: string; text: string }[];
  return mails.filter((mail) => mail.subject === subject).map((mail) => mail.to);
}

test.describe('submit for review', () => {
  test('a contributor marks a draft ready for an editor: the editors are told once, and publishing clears it', async ({ request }) => {
    test.setTimeout(90_000);
    const own = await createStory(request, contributor, draftStory('Story ready for review'));
    // Marked, then saved again (an autosave): still ready, and the editors are not told twice.
    for (const summary of ['A summary long enough to describe the story, ready.', 'A summary long enough to describe the story, ready again.']) {
      const marked = await request.patch(`/api/stories/${own.id}?draft=true`, { headers: auth(contributor), data: { readyForReview: true, summary } });
      expect(marked.status(), await marked.text()).toBe(200);
      expect(((await marked.json()) as { doc: { readyForReview: boolean } }).doc.readyForReview).toBe(true);
    }
    // Editors find it in the list.
    const waiting = await request.get(`/api/stories?draft=true&where[readyForReview][equals]=true&where[id][equals]=${own.id}`, { headers: auth(editor) });
    expect(((await waiting.json()) as { totalDocs: number }).totalDocs).toBe(1);
    // Every editor and admin is told, each once; the contributor is not.
    const subject = `Ready for review: ${own.title}`;
    await expect.poll(() => outboxWithSubject(subject).includes(workflowAccounts.editor.email), { timeout: 15_000 }).toBe(true);
    const told = outboxWithSubject(subject);
    expect(new Set(told).size).toBe(told.length);
    expect(told).toContain(workflowAccounts.secondEditor.email);
    expect(told).not.toContain(workflowAccounts.contributor.email);
    // Unchecked and checked again within the hour: nobody is mailed again (a contributor toggling the
    // box sent every editor a mail each time).
    for (const readyForReview of [false, true, false, true]) {
      const toggled = await request.patch(`/api/stories/${own.id}?draft=true`, { headers: auth(contributor), data: { readyForReview } });
      expect(toggled.status(), await toggled.text()).toBe(200);
    }
    // The mails are queued before the save answers (src/cms/reviewRequests.ts).
    expect(outboxWithSubject(subject).length).toBe(told.length);
    // The editor publishes it: the review is done.
    const published = await request.patch(`/api/stories/${own.id}`, { headers: auth(editor), data: { _status: 'published' } });
    expect(published.status(), await published.text()).toBe(200);
    expect(((await published.json()) as { doc: { readyForReview: boolean } }).doc.readyForReview).toBe(false);
  });
});

test.describe('a story scheduled by an editor', () => {
  test('is held against its contributor until it goes out, read-only in the admin saying why; editors may still change it', async ({
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    const own = await createStory(request, contributor, draftStory('Contributor story under review'));
    // Before any schedule the contributor edits their own draft.
    const before = await request.patch(`/api/stories/${own.id}?draft=true`, { headers: auth(contributor), data: { summary: 'A first summary that the editor will review.' } });
    expect(before.status(), await before.text()).toBe(200);
    // The editor reviews it and schedules it for an hour from now.
    const at = new Date(Date.now() + 60 * 60_000).toISOString();
    const scheduled = await request.post(`/api/stories/${own.id}/schedule`, { headers: auth(editor), data: { at } });
    expect(scheduled.status(), await scheduled.text()).toBe(201);
    // A later change by the contributor would go out unreviewed: refused. The story says why, and its
    // permissions say it is not the contributor's to change, so the admin shows it read-only.
    const after = await request.patch(`/api/stories/${own.id}?draft=true`, { headers: auth(contributor), data: { summary: 'A summary changed after the review.' } });
    expect(after.status()).toBe(403);
    const read = await request.get(`/api/stories/${own.id}?draft=true`, { headers: auth(contributor) });
    expect(((await read.json()) as { scheduledHold?: string }).scheduledHold).toContain('scheduled this story to be published');
    const context = await browser.newContext();
    const page = await context.newPage();
    const login = await page.request.post('/api/users/login', { data: { email: workflowAccounts.contributor.email, password: newsroomPassword } });
    expect(login.status()).toBe(200);
    await page.goto(`/admin/collections/stories/${own.id}`);
    await expect(page.locator('#field-summary')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('#field-summary')).toBeDisabled();
    await expect(page.locator('#field-scheduledHold')).toHaveValue(/scheduled this story to be published/);
    await context.close();
    const latest = await request.get(`/api/stories/${own.id}?draft=true`, { headers: auth(editor) });
    expect(((await latest.json()) as { summary: string }).summary).toBe('A first summary that the editor will review.');
    // The editor may still correct it.
    const byEditor = await request.patch(`/api/stories/${own.id}?draft=true`, { headers: auth(editor), data: { summary: 'A summary the editor corrected.' } });
    expect(byEditor.status(), await byEditor.text()).toBe(200);
    // Another contributor story, not scheduled, is not held.
    const other = await createStory(request, contributor, draftStory('Contributor story not scheduled'));
    const free = await request.patch(`/api/stories/${other.id}?draft=true`, { headers: auth(contributor), data: { summary: 'Changed freely, nothing is scheduled.' } });
    expect(free.status(), await free.text()).toBe(200);
    expect(((await free.json()) as { doc: { scheduledHold?: string | null } }).doc.scheduledHold ?? null).toBeNull();
    // The test leaves nothing to publish later.
    expect((await request.delete(`/api/stories/${own.id}`, { headers: auth(editor) })).status()).toBe(200);
  });
});

test.describe('draft preview', () => {
  const target = '/news/a-draft-story';
  const preview = (path: string) => `/api/preview?path=${encodeURIComponent(path)}`;

  test('readers are refused and get no draft mode', async ({ request }) => {
    const response = await request.get(preview(target), { maxRedirects: 0 });
    expect(response.status()).toBe(401);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(response.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');
  });

  test('a signed-in contributor is sent to the story in draft mode, and can leave it', async ({ request }) => {
    const response = await request.get(preview(target), { headers: auth(contributor), maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers()['location']).toBe(target);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(response.headers()['set-cookie']).toContain('__prerender_bypass=');
    const exit = await request.get(`/api/preview/exit?path=${encodeURIComponent(target)}`, { maxRedirects: 0 });
    expect(exit.status()).toBe(307);
    expect(exit.headers()['location']).toBe(target);
    expect(exit.headers()['set-cookie']).toMatch(/__prerender_bypass=;.*Expires=Thu, 01 Jan 1970/i);
  });

  test("in draft mode, the story's page shows the draft as readers will see it; readers still get 404", async ({ request, playwright, baseURL }) => {
    const draft = await createStory(request, contributor, draftStory('Previewed draft'));
    const address = `/news/${draft.slug}`;
    const reader = await playwright.request.newContext({ baseURL });
    expect((await reader.get(address)).status()).toBe(404);
    // The contributor's own request context keeps the draft-mode cookie the preview route sets.
    expect((await request.get(preview(address), { headers: auth(contributor), maxRedirects: 0 })).status()).toBe(307);
    const page = await request.get(address, { headers: auth(contributor) });
    expect(page.status()).toBe(200);
    const html = await page.text();
    expect(html).toContain(draft.title);
    expect(html).toContain('A summary long enough to describe what the story is about.');
    // Marked as a preview, with the way out (an editor coming back later must not take it for the live page).
    expect(html).toContain('<aside aria-label="Draft preview"');
    expect(html).toContain(`href="/api/preview/exit?path=${encodeURIComponent(address)}"`);
    // Never cached: neither by the server nor by a cache in between.
    expect(page.headers()['cache-control']).toMatch(/no-store/);
    expect((await reader.get(address)).status()).toBe(404);
    // Draft mode's cookie without the newsroom session (signed out, or someone else at the same
    // computer): the draft is not shown.
    expect((await request.get(address)).status()).toBe(404);
    await request.get(`/api/preview/exit?path=${encodeURIComponent(address)}`, { maxRedirects: 0 });
    expect((await request.get(address)).status()).toBe(404);
    await reader.dispose();
  });

  test('any target but a story address gets a 400 (no open redirect)', async ({ request }) => {
    for (const bad of ['https://evil.example', '//evil', '/admin', '/news/../admin', '']) {
      const response = await request.get(preview(bad), { headers: auth(editor), maxRedirects: 0 });
      expect(response.status(), bad).toBe(400);
      expect(response.headers()['location'], bad).toBeUndefined();
      expect(response.headers()['set-cookie'] ?? '', bad).not.toContain('__prerender_bypass');
    }
  });
});

test.describe('revisions and locking', () => {
  test('an editor restores an older version; a contributor cannot restore what is not theirs', async ({ request }) => {
    const first = draftStory('Restorable story');
    const story = await createStory(request, editor, first);
    const edited = await request.patch(`/api/stories/${story.id}?draft=true`, {
      headers: auth(editor),
      data: { title: `${first.title} (edited)` },
    });
    expect(edited.status()).toBe(200);
    const list = await request.get(`/api/stories/versions?where[parent][equals]=${story.id}&sort=createdAt&limit=50`, {
      headers: auth(editor),
    });
    const versions = ((await list.json()) as { docs: Array<{ id: string; version: { title: string } }> }).docs;
    const original = versions.find((v) => v.version.title === first.title);
    expect(original, 'the first version is kept').toBeDefined();

    const refused = await request.post(`/api/stories/versions/${original!.id}`, { headers: auth(contributor) });
    expect(refused.status()).toBe(403);

    const restored = await request.post(`/api/stories/versions/${original!.id}`, { headers: auth(editor) });
    expect(restored.status(), await restored.text()).toBe(200);
    const current = await request.get(`/api/stories/${story.id}?draft=true`, { headers: auth(editor) });
    expect(((await current.json()) as { title: string }).title).toBe(first.title);
  });

  test("the admin's Restore dialog says that the version's time is UTC", async ({ request, browser }) => {
    test.setTimeout(90_000);
    const first = draftStory('Restore dialog time');
    const story = await createStory(request, editor, first);
    const edited = await request.patch(`/api/stories/${story.id}?draft=true`, { headers: auth(editor), data: { title: `${first.title} (edited)` } });
    expect(edited.status()).toBe(200);
    const list = await request.get(`/api/stories/versions?where[parent][equals]=${story.id}&sort=createdAt&limit=50`, { headers: auth(editor) });
    const versions = ((await list.json()) as { docs: Array<{ id: string; version: { title: string } }> }).docs;
    const original = versions.find((v) => v.version.title === first.title);
    expect(original, 'the first version is kept').toBeDefined();

    const context = await browser.newContext();
    const page = await context.newPage();
    const signedIn = await page.request.post('/api/users/login', { data: { email: workflowAccounts.editor.email, password: newsroomPassword } });
    expect(signedIn.status()).toBe(200);
    await page.goto(`/admin/collections/stories/${story.id}/versions/${original!.id}`);
    await page.getByRole('button', { name: 'Restore this version' }).click({ timeout: 30_000 });
    // The time is formatted by the server, in its clock zone (UTC): the dialog says so (src/cms/payload.config.ts).
    await expect(page.getByText(/^You are about to restore this Story document to the state that it was in on .+ \(UTC\)\.$/)).toBeVisible();
    await context.close();
  });

  test('a restore never takes a story on or off the site without the editor publishing', async ({ request }) => {
    const base = draftStory('Restore keeps status');
    const title = (what: string) => `${base.title} ${what}`;
    const story = await createStory(request, editor, { ...base, title: title('A'), _status: 'published' });
    const save = async (data: Record<string, unknown>, asDraft: boolean) => {
      const response = await request.patch(`/api/stories/${story.id}${asDraft ? '?draft=true' : ''}`, { headers: auth(editor), data });
      expect(response.status(), await response.text()).toBe(200);
    };
    const versions = async () => {
      const list = await request.get(`/api/stories/versions?where[parent][equals]=${story.id}&sort=createdAt&limit=50`, {
        headers: auth(editor),
      });
      return ((await list.json()) as { docs: Array<{ id: number; version: { title: string; _status: string } }> }).docs;
    };
    const versionOf = async (wanted: string, status: string) => {
      const found = (await versions()).find((v) => v.version.title === wanted && v.version._status === status);
      expect(found, `a ${status} version titled ${wanted}`).toBeDefined();
      return found!.id;
    };
    const restore = async (versionId: number) => {
      const response = await request.post(`/api/stories/versions/${versionId}`, { headers: auth(editor) });
      expect(response.status(), await response.text()).toBe(200);
      return ((await response.json()) as { message: string }).message;
    };
    const readersTitle = async () => {
      const response = await request.get(`/api/stories/${story.id}`);
      return response.ok() ? ((await response.json()) as { title: string }).title : response.status();
    };
    const latestTitle = async () =>
      ((await (await request.get(`/api/stories/${story.id}?draft=true`, { headers: auth(editor) })).json()) as { title: string }).title;

    // Unpublished, then a published version restored: it comes back as a draft, still off the site.
    await save({ _status: 'draft' }, false);
    expect(await publicStatus(request, story.id)).not.toBe('published');
    expect(await restore(await versionOf(title('A'), 'published'))).toMatch(/^Restored as a draft\. The story is not on the site/);
    expect(await publicStatus(request, story.id)).not.toBe('published');
    expect((await request.get(`/news/${story.slug}`)).status()).toBe(404);
    expect(await latestTitle()).toBe(title('A'));

    // Published again, with a draft on top: restoring a draft version leaves the story on the site as it is.
    await save({ title: title('B'), _status: 'published' }, false);
    await save({ title: title('C') }, true);
    expect(await restore(await versionOf(title('C'), 'draft'))).toMatch(/^Restored as a draft, as that version was/);
    expect(await readersTitle()).toBe(title('B'));
    expect(await latestTitle()).toBe(title('C'));

    // A published version of a published story: the correction goes on the site, as before.
    expect(await restore(await versionOf(title('A'), 'published'))).toBe('Restored. The story on the site shows this version.');
    expect(await readersTitle()).toBe(title('A'));
  });

  test('a story open in the admin is locked: a second editor sees who holds it and cannot save over it', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const story = await createStory(request, editor, draftStory('Locked story'));
    // The first editor opens the story in the admin and starts typing: Payload takes the lock.
    const context = await browser.newContext();
    const page = await context.newPage();
    const { email } = workflowAccounts.editor;
    expect((await page.request.post('/api/users/login', { data: { email, password: newsroomPassword } })).status()).toBe(200);
    await page.goto(`/admin/collections/stories/${story.id}`);
    const title = page.getByRole('textbox', { name: /title/i }).first();
    await expect(title).toBeVisible({ timeout: 30_000 });
    await title.fill(`${story.title} (being edited)`);

    const locks = () =>
      request
        .get(`/api/payload-locked-documents?where[document.value][equals]=${story.id}&where[document.relationTo][equals]=stories`, {
          headers: auth(secondEditor),
        })
        .then(async (response) => ((await response.json()) as { docs: Array<{ user: { value: { id: number } | number } }> }).docs);
    await expect.poll(async () => (await locks()).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const [lock] = await locks();
    const holder = typeof lock!.user.value === 'object' ? lock!.user.value.id : lock!.user.value;
    expect(holder).toBe(editor.userId);

    // The admin autosaves the change (every 2 s while typing). Payload clears a document's lock on every
    // save; the autosave's own hook takes it again for its author (src/cms/documentLocks.ts), so once the
    // change is saved the story is still held, and the second editor's save gets 423.
    await expect
      .poll(
        async () =>
          ((await (await request.get(`/api/stories/${story.id}?draft=true`, { headers: auth(editor) })).json()) as { title: string }).title,
        { timeout: 30_000 },
      )
      .toBe(`${story.title} (being edited)`);
    const [kept] = await locks();
    expect(kept, 'the lock after the autosave').toBeDefined();
    expect(typeof kept!.user.value === 'object' ? kept!.user.value.id : kept!.user.value).toBe(editor.userId);
    const overwrite = await request.patch(`/api/stories/${story.id}?draft=true`, {
      headers: auth(secondEditor),
      data: { summary: 'A second editor tries to save over the first editor.' },
    });
    expect(overwrite.status()).toBe(423);
    // The holder's own save goes through.
    const own = await request.patch(`/api/stories/${story.id}?draft=true`, {
      headers: auth(editor),
      data: { summary: 'An updated summary, still long enough to describe the story.' },
    });
    expect(own.status()).toBe(200);
    await context.close();
  });

  test("a lock is changed or removed only by its holder, an editor or an admin: a contributor cannot clear an editor's lock", async ({
    request,
  }) => {
    const lockOf = (story: { id: number }, holder: Session) => ({
      document: { relationTo: 'stories', value: story.id },
      user: { relationTo: 'users', value: holder.userId },
    });
    const story = await createStory(request, editor, draftStory('Story under lock'));
    const taken = await request.post('/api/payload-locked-documents', { headers: auth(editor), data: lockOf(story, editor) });
    expect(taken.status(), await taken.text()).toBe(201);
    const lockPath = `/api/payload-locked-documents/${((await taken.json()) as { doc: { id: number } }).doc.id}`;
    const holderOf = async () => {
      const response = await request.get(`${lockPath}?depth=0`, { headers: auth(editor) });
      return ((await response.json()) as { user: { value: number } }).user.value;
    };

    // A contributor can neither remove the editor's lock, nor take it, nor take a lock in the editor's name.
    expect((await request.delete(lockPath, { headers: auth(contributor) })).status()).toBe(403);
    const grab = await request.patch(lockPath, { headers: auth(contributor), data: { user: { relationTo: 'users', value: contributor.userId } } });
    expect(grab.status()).toBe(403);
    const forged = await request.post('/api/payload-locked-documents', { headers: auth(contributor), data: lockOf(story, editor) });
    expect(forged.status()).toBe(403);
    expect(await holderOf()).toBe(editor.userId);

    // Another editor takes the document over (the admin's "Take over": the lock now names them), but
    // never in someone else's name; the new holder releases it.
    const handOver = await request.patch(lockPath, { headers: auth(secondEditor), data: { user: { relationTo: 'users', value: contributor.userId } } });
    expect(handOver.status()).toBe(403);
    const takeOver = await request.patch(lockPath, { headers: auth(secondEditor), data: { user: { relationTo: 'users', value: secondEditor.userId } } });
    expect(takeOver.status(), await takeOver.text()).toBe(200);
    expect(await holderOf()).toBe(secondEditor.userId);
    expect((await request.delete(lockPath, { headers: auth(secondEditor) })).status()).toBe(200);

    // Nor can a contributor lock what it may not edit, even in its own name: the editor's story, the front page.
    const lockOut = await request.post('/api/payload-locked-documents', { headers: auth(contributor), data: lockOf(story, contributor) });
    expect(lockOut.status()).toBe(403);
    const frontPage = await request.post('/api/payload-locked-documents', {
      headers: auth(contributor),
      data: { globalSlug: 'front-page', user: { relationTo: 'users', value: contributor.userId } },
    });
    expect(frontPage.status()).toBe(403);

    // A contributor holding a lock of its own releases it.
    const ownStory = await createStory(request, contributor, draftStory('Contributor story under lock'));
    const own = await request.post('/api/payload-locked-documents', { headers: auth(contributor), data: lockOf(ownStory, contributor) });
    expect(own.status(), await own.text()).toBe(201);
    const ownPath = `/api/payload-locked-documents/${((await own.json()) as { doc: { id: number } }).doc.id}`;
    expect((await request.delete(ownPath, { headers: auth(contributor) })).status()).toBe(200);
  });
});


test.describe('accounts', () => {
  test("a deleted account's locks and assigned tips are released: the story opens for the editors, the tip is new again", async ({ request, page }) => {
    test.setTimeout(90_000);
    const adminToken = await loginToken(request, newsroomAccounts.admin);
    expect(adminToken, 'the admin logs in').not.toBeNull();
    const admin = { Authorization: `JWT ${adminToken}` };
    // A contributor of this test's own, who takes a lock on its draft and is assigned a tip.
    const email = await createEditor(request, 'leaving', 'contributor');
    const leaverToken = (await loginToken(request, email))!;
    const leaver = { token: leaverToken, userId: ((await (await request.get('/api/users/me', { headers: { Authorization: `JWT ${leaverToken}` } })).json()) as { user: { id: number } }).user.id };
    const story = await createStory(request, leaver, draftStory('Story of a leaving contributor'));
    const lock = await request.post('/api/payload-locked-documents', {
      headers: auth(leaver),
      data: { document: { relationTo: 'stories', value: story.id }, user: { relationTo: 'users', value: leaver.userId } },
    });
    expect(lock.status(), await lock.text()).toBe(201);
    const subject = `Story tip: potholes on Ross Ave ${randomUUID().slice(0, 8)}`;
    const sent = await request.post('/api/contact', {
      headers: { 'x-forwarded-for': '198.51.100.77' },
      data: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', subject, message: 'Three deep ones by the school.' },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const tips = await request.get(`/api/tips?where[subject][equals]=${encodeURIComponent(subject)}&depth=0`, { headers: auth(editor) });
    const tip = ((await tips.json()) as { docs: { id: number }[] }).docs[0]!;
    const assigned = await request.patch(`/api/tips/${tip.id}`, { headers: auth(editor), data: { assignee: leaver.userId } });
    expect(((await assigned.json()) as { doc: { status: string } }).doc.status).toBe('assigned');

    expect((await request.delete(`/api/users/${leaver.userId}`, { headers: admin })).status()).toBe(200);

    const after = await request.get(`/api/tips/${tip.id}?depth=0`, { headers: auth(editor) });
    expect(await after.json()).toMatchObject({ status: 'new', assignee: null });
    const locks = await request.get(`/api/payload-locked-documents?where[document.value][equals]=${story.id}&where[document.relationTo][equals]=stories`, { headers: admin });
    expect(((await locks.json()) as { totalDocs: number }).totalDocs).toBe(0);
    // An editor opens the story (it was a blank page until the lock timed out). An editor of its own: the
    // REST login sets the session cookie in the page's context.
    expect(await loginToken(page.request, await createEditor(page.request, 'lock-viewer'))).not.toBeNull();
    await page.goto(`/admin/collections/stories/${story.id}`);
    await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(story.title);
  });

  test('editors read the whole newsroom (to assign a tip to a colleague); a contributor reads only itself; readers nothing', async ({ request, playwright, baseURL }) => {
    const emailsSeenBy = async (session: Session) => {
      const response = await request.get('/api/users?limit=500&depth=0', { headers: auth(session) });
      expect(response.status()).toBe(200);
      const { docs } = (await response.json()) as { docs: Array<{ id: number; email: string; hash?: unknown; salt?: unknown }> };
      for (const doc of docs) expect(doc, 'no password hash leaves the server').not.toHaveProperty('hash');
      return docs.map((d) => d.email);
    };
    expect(await emailsSeenBy(editor)).toEqual(expect.arrayContaining(Object.values(workflowAccounts).map((a) => a.email)));
    expect(await emailsSeenBy(contributor)).toEqual([workflowAccounts.contributor.email]);
    // Reading is not changing: an editor still cannot rename a colleague or change a role.
    const rename = await request.patch(`/api/users/${secondEditor.userId}`, { headers: auth(editor), data: { name: 'Renamed' } });
    expect(rename.status()).toBe(403);

    const reader = await playwright.request.newContext({ baseURL });
    const anonymous = await reader.get('/api/users');
    expect(anonymous.status()).toBe(403);
    await reader.dispose();
  });

  test("a contributor sees a colleague's lock by the colleague's name, in the admin's dialog and the API, and still cannot read the colleague's account", async ({
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    // An editor with a display name and a contributor, both of this test's own (the contributor opens the admin).
    const holderEmail = await createEditor(request, 'lock-holder');
    const holder = { Authorization: `JWT ${(await loginToken(request, holderEmail))!}` };
    const holderId = ((await (await request.get('/api/users/me', { headers: holder })).json()) as { user: { id: number } }).user.id;
    const name = `Dana Reyes ${randomUUID().slice(0, 4)}`;
    expect((await request.patch(`/api/users/${holderId}`, { headers: holder, data: { name } })).status()).toBe(200);
    const contributorEmail = await createEditor(request, 'lock-viewer', 'contributor');
    const viewerToken = (await loginToken(request, contributorEmail))!;
    const viewer = { Authorization: `JWT ${viewerToken}` };
    const story = await createStory(request, { token: viewerToken, userId: 0 }, draftStory('Contributor story an editor holds'));
    const taken = await request.post('/api/payload-locked-documents', {
      headers: holder,
      data: { document: { relationTo: 'stories', value: story.id }, user: { relationTo: 'users', value: holderId } },
    });
    expect(taken.status(), await taken.text()).toBe(201);

    // The lock names its holder by id and name, and says nothing else of the account.
    const lockQuery = `/api/payload-locked-documents?where[document.value][equals]=${story.id}&where[document.relationTo][equals]=stories`;
    const locks = await request.get(lockQuery, { headers: viewer });
    expect(locks.status()).toBe(200);
    const body = (await locks.json()) as { docs: Array<{ user: { value: unknown } }> };
    expect(body.docs[0]?.user.value).toEqual({ id: holderId, name, email: name });
    expect(JSON.stringify(body)).not.toContain(holderEmail);
    expect(JSON.stringify(body)).not.toContain('"role"');
    // Asked for ids, it gives the id.
    const ids = (await (await request.get(`${lockQuery}&depth=0`, { headers: viewer })).json()) as { docs: Array<{ user: { value: unknown } }> };
    expect(ids.docs[0]?.user.value).toBe(holderId);
    // The account itself stays closed to the contributor: by id, in the list, by its name or email.
    const byId = await request.get(`/api/users/${holderId}`, { headers: viewer });
    expect(byId.status()).not.toBe(200);
    expect(await byId.text()).not.toContain(holderEmail);
    for (const where of [`where[id][equals]=${holderId}`, `where[name][equals]=${encodeURIComponent(name)}`, `where[email][equals]=${encodeURIComponent(holderEmail)}`]) {
      const found = await request.get(`/api/users?${where}&depth=0`, { headers: viewer });
      expect(found.status()).toBe(200);
      expect(((await found.json()) as { totalDocs: number }).totalDocs, where).toBe(0);
    }

    // The contributor opens its story in the admin: the dialog says who is editing it, by name.
    const context = await browser.newContext();
    const page = await context.newPage();
    expect(await loginToken(page.request, contributorEmail)).not.toBeNull();
    await page.goto(`/admin/collections/stories/${story.id}`);
    await expect(page.getByRole('heading', { name: 'Document locked' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(`${name} is currently editing this document`)).toBeVisible();
    await expect(page.getByText(/User: \d+/)).toHaveCount(0);
    // A contributor may not take a colleague's lock: the dialog offers going back or reading, not taking over.
    await expect(page.getByRole('button', { name: 'View read-only' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Take over' })).toHaveCount(0);
    await page.getByRole('button', { name: 'View read-only' }).click();
    await expect(page.getByRole('heading', { name: 'Document locked' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Take over' })).toBeHidden();
    await context.close();
    await request.delete(`/api/stories/${story.id}`, { headers: holder });
  });
});
