/**
 * Reader event submissions (issue 19): a reader sends an event from /events/submit; it is nowhere public
 * until an editor approves it through Payload's REST API, then it is on /events and in /events.ics; a
 * declined one never appears. The organizer gets a confirmation and each decision in the mail outbox.
 * Without JavaScript the form posts to its Server Action and the server answers with the same inline
 * errors, or, once stored, with a 303 to the confirmation page. Runs in the `cms-writes` project (it adds
 * an event that the Events spec would count). Alone:
 * `npx playwright test e2e/event-submissions.spec.ts --project=cms-writes --no-deps`.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { e2eDataDir } from '../playwright.config';
import { PHOTO_AGAIN_MESSAGE, SUBMISSION_SENT_HEADING, SUBMISSION_SENT_PATH } from '../src/features/event-submission/submissionState';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { asClient, uniqueEmail } from './formsSupport';
import { newsroomPassword, submissionsEditor } from './support/newsroomAccounts';

/** Long enough for a page to be rendered again after its cache tag was expired, on a loaded machine. */
const VISIBLE_WITHIN = { timeout: 15_000 };
/** November 14 next year: upcoming whenever this runs (Dallas is on CST then). */
const date = `${new Date().getUTCFullYear() + 1}-11-14`;

type Submission = { id: number; title: string; status: string; event?: number | { id: number } | null; photo?: { filename: string } | null };
type Mail = { kind: string; to: string; subject: string; text: string };

async function body(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  return `${response.status()} ${await response.text()}`;
}

const outboxFor = (to: string): Mail[] =>
  (
    JSON.parse(
      execFileSync(process.execPath, ['scripts/newsroom.mjs', 'outbox', '--json', '--limit', '500'], {
        env: { ...process.env, DATA_DIR: e2eDataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      }),
    ) as Mail[]
  ).filter((mail) => mail.to === to);

async function fillForm(page: Page, values: { title: string; email: string; date?: string }) {
  await page.getByLabel('Event title').fill(values.title);
  await page.getByLabel('Date').fill(values.date ?? date);
  await page.getByLabel('Starts at').fill('18:30');
  await page.getByLabel('Ends at').fill('20:00');
  await page.getByLabel('Location').fill('Lakewood Theater, 1825 Abrams Pkwy');
  await page.getByLabel('Category').selectOption('Arts');
  await page.getByLabel('Description').fill('Neighbors play music on their porches along Abrams Parkway <script>alert(1)</script>.');
  await page.getByLabel('Your name').fill('Ana Ruiz');
  await page.getByLabel('Your email address').fill(values.email);
}

test.describe('reader event submissions', () => {
  test.describe.configure({ mode: 'serial' });

  let auth: Record<string, string> = {};
  const created: string[] = [];
  test.beforeAll(async ({ request }) => {
    const response = await request.post('/api/users/login', { data: { email: submissionsEditor, password: newsroomPassword } });
    expect(response.status(), 'editor login').toBe(200);
    auth = { Authorization: `JWT ${((await response.json()) as { token: string }).token}` };
  });
  test.afterAll(async ({ request }) => {
    for (const path of created) await request.delete(path, { headers: auth });
  });

  async function findSubmission(request: APIRequestContext, title: string): Promise<Submission> {
    const response = await request.get(`/api/event-submissions?depth=1&where[title][equals]=${encodeURIComponent(title)}`, { headers: auth });
    expect(response.status()).toBe(200);
    const { docs } = (await response.json()) as { docs: Submission[] };
    expect(docs, title).toHaveLength(1);
    created.push(`/api/event-submissions/${docs[0]!.id}`);
    return docs[0]!;
  }

  test('a submission is invisible until approved, then listed; a declined one never appears', async ({ page, browser, request, baseURL }) => {
    // Two submissions through the form, two moderations, and the pages' revalidation after each: 24 s
    // on a busy 2-core machine, too near the default 30 s.
    test.slow();
    const id = randomUUID().slice(0, 8);
    const approvedTitle = `Porch concert <b>${id}</b>`;
    const declinedTitle = `Garage sale ${id}`;
    const organizer = uniqueEmail('organizer');

    // A reader finds the form from /events, and sends an event with a photo (JavaScript on).
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await asClient(page);
    await page.goto('/events');
    await page.getByRole('region', { name: 'Submit an Event' }).getByRole('link', { name: 'Submit Event' }).click();
    await expect(page).toHaveURL(/\/events\/submit$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Submit an Event');
    await expectNoAxeViolations(page);
    await fillForm(page, { title: approvedTitle, email: organizer });
    await page.getByLabel('Ends at').fill('18:00');
    await page.getByRole('button', { name: 'Send Event for Review' }).click();
    await expect(page.getByText('The event must end after it starts (on the same day).')).toBeVisible();
    await expect(page.getByLabel('Ends at')).toBeFocused();
    await page.getByLabel('Ends at').fill('20:00');
    // A phone photo: it says where it was taken (the organizer's porch).
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2b6cb0' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 46/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '96/1 48/1 0/1' } })
      .toBuffer();
    await page.getByLabel(/^Photo/).setInputFiles({ name: 'porch.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByLabel('What the photo shows').fill('Musicians on a porch');
    await page.getByRole('button', { name: 'Send Event for Review' }).click();
    await expect(page.getByRole('status')).toContainText('Thank you: your event was sent to our editors.');

    // Pending: stored for the editors, nowhere for readers.
    const pending = await findSubmission(request, approvedTitle);
    expect(pending.status).toBe('pending');
    expect((await request.get('/api/event-submissions')).status(), 'readers cannot list submissions').toBe(403);
    expect((await request.get(`/api/event-submission-photos/file/${pending.photo!.filename}`)).status(), 'nor see their photos').toBe(403);
    // The stored photo no longer says where it was taken.
    const stored = await request.get(`/api/event-submission-photos/file/${pending.photo!.filename}`, { headers: auth });
    expect(stored.status()).toBe(200);
    expect((await sharp(await stored.body()).metadata()).exif, 'the EXIF (location) of the photo').toBeUndefined();
    expect(await body(request, '/events')).not.toContain(id);
    expect(await body(request, '/events.ics')).not.toContain(id);

    // Without JavaScript: the server answers a date in the past inline, keeping what was typed.
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const plain = await noScript.newPage();
    await asClient(plain);
    await plain.goto('/events/submit');
    await fillForm(plain, { title: declinedTitle, email: organizer, date: '2020-01-01' });
    await plain.getByLabel(/^Photo/).setInputFiles({ name: 'porch.jpg', mimeType: 'image/jpeg', buffer: photo });
    await plain.getByRole('button', { name: 'Send Event for Review' }).click();
    await expect(plain.getByText('That date is in the past: please enter the date the event takes place.')).toBeVisible();
    await expect(plain.getByLabel('Date')).toHaveAttribute('aria-invalid', 'true');
    await expect(plain).toHaveURL(/\/events\/submit#event-form$/);
    await expect(plain.getByLabel('Event title')).toHaveValue(declinedTitle);
    // The page that comes back cannot hold the photo: the photo field says to choose it again.
    await expect(plain.getByLabel(/^Photo/)).toHaveAccessibleDescription(PHOTO_AGAIN_MESSAGE);
    await plain.getByLabel('Date').fill(date);
    const answer = plain.waitForResponse((response) => response.request().method() === 'POST');
    await plain.getByRole('button', { name: 'Send Event for Review' }).click();
    // Stored, it answers 303 to the confirmation page (Post/Redirect/Get): a reload sends nothing again.
    expect((await answer).status()).toBe(303);
    await expect(plain).toHaveURL(new RegExp(`${SUBMISSION_SENT_PATH}#sent$`));
    await expect(plain.getByText(SUBMISSION_SENT_HEADING)).toBeInViewport();
    await expect(plain.getByRole('link', { name: 'Back to the events calendar' })).toBeVisible();
    await plain.reload();
    await expect(plain.getByText(SUBMISSION_SENT_HEADING)).toBeVisible();
    await noScript.close();
    // One submission of that title (findSubmission expects exactly one).
    const toDecline = await findSubmission(request, declinedTitle);

    // The editor approves the first: it is on /events, text shown as typed, and in the calendar feed.
    const approve = await request.patch(`/api/event-submissions/${pending.id}`, { headers: auth, data: { status: 'approved' } });
    expect(approve.status(), await approve.text()).toBe(200);
    const { doc: approved } = (await approve.json()) as { doc: Submission };
    expect(approved.event).toBeTruthy();
    const eventId = typeof approved.event === 'object' ? approved.event!.id : approved.event;
    created.unshift(`/api/events/${eventId}`);
    await expect.poll(() => body(request, '/events'), VISIBLE_WITHIN).toContain(id);
    await page.goto('/events');
    await expect(page.getByRole('heading', { name: approvedTitle })).toBeVisible();
    expect(dialogs, 'the submitted <script> never runs').toEqual([]);
    await expect.poll(() => body(request, '/events.ics'), VISIBLE_WITHIN).toContain(`SUMMARY:Porch concert <b>${id}</b>`);

    // Decided, a submission's fields stay as they were: the event is what readers see.
    const late = await request.patch(`/api/event-submissions/${pending.id}`, { headers: auth, data: { location: 'Somewhere else entirely' } });
    expect(late.status(), await late.text()).toBe(200);
    expect(((await late.json()) as { doc: { location: string } }).doc.location).not.toBe('Somewhere else entirely');

    // Declining needs a reason, asked for on its field; declined, it never appears.
    const noReason = await request.patch(`/api/event-submissions/${toDecline.id}`, { headers: auth, data: { status: 'declined' } });
    expect(noReason.status()).toBe(400);
    const refusal = (await noReason.json()) as { errors: { data?: { errors?: { path: string; message: string }[] } }[] };
    expect(refusal.errors[0]?.data?.errors).toEqual([{ path: 'declineReason', message: expect.stringMatching(/reason for declining/) }]);
    const decline = await request.patch(`/api/event-submissions/${toDecline.id}`, {
      headers: auth,
      data: { status: 'declined', declineReason: 'Private sales are not listed on our calendar.' },
    });
    expect(decline.status(), await decline.text()).toBe(200);
    const reopen = await request.patch(`/api/event-submissions/${toDecline.id}`, { headers: auth, data: { status: 'approved' } });
    expect(reopen.status(), 'a decision is final').toBe(400);
    expect(await body(request, '/events')).not.toContain(declinedTitle);
    expect(await body(request, '/events.ics')).not.toContain(declinedTitle);

    // The organizer was told each time.
    const subjects = outboxFor(organizer).map((mail) => mail.subject).sort();
    expect(subjects).toEqual(
      [
        `About your event: ${declinedTitle}`,
        `We received your event: ${approvedTitle}`,
        `We received your event: ${declinedTitle}`,
        `Your event is on the calendar: ${approvedTitle}`,
      ].sort(),
    );
    expect(outboxFor(organizer).find((mail) => mail.subject.startsWith('About'))!.text).toContain('Private sales are not listed on our calendar.');
    // The start as the site writes it (US English), on the Dallas clock.
    const received = outboxFor(organizer).find((mail) => mail.subject === `We received your event: ${approvedTitle}`)!;
    expect(received.text).toContain(`(November 14, ${date.slice(0, 4)}, 6:30 PM Dallas time, `);

    // The editor removes the event again; the lists are regenerated without it before the server stops
    // (the Events spec counts every card).
    const removed = await request.delete(`/api/events/${eventId}`, { headers: auth });
    expect(removed.status(), await removed.text()).toBe(200);
    await expect.poll(() => body(request, '/events'), VISIBLE_WITHIN).not.toContain(id);
    await expect.poll(() => body(request, '/events.ics'), VISIBLE_WITHIN).not.toContain(id);
  });

  test('at 375 px the form fits the screen, shows its errors and sends', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const title = `Phone-sent block party ${randomUUID().slice(0, 8)}`;
    await asClient(page);
    await page.goto('/events/submit');
    const overflow = () => page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
    expect(await overflow(), 'no sideways scrolling').toBe(0);
    await page.getByRole('button', { name: 'Send Event for Review' }).click();
    const error = page.getByText('Please enter a title.');
    await expect(error).toBeVisible();
    await expect(page.getByLabel('Event title')).toBeFocused();
    const { width } = (await page.getByLabel('Event title').boundingBox())!;
    expect(width, 'one field per row, the width of the screen').toBeGreaterThan(375 / 2);
    expect(await overflow(), 'no sideways scrolling with errors shown').toBe(0);
    await fillForm(page, { title, email: uniqueEmail('phone-organizer') });
    await page.getByRole('button', { name: 'Send Event for Review' }).click();
    await expect(page.getByRole('status')).toContainText('Thank you: your event was sent to our editors.');
    expect((await findSubmission(request, title)).status).toBe('pending');
  });
});
