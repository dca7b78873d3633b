import ICAL from 'ical.js';
import { readFile } from 'node:fs/promises';
import { events } from '../src/content/events';
import { expect, expectNoAxeViolations, isMobile, test } from './fixtures';
import type { Page } from '@playwright/test';

/** An instant that is May 14, 2025 both in Dallas (07:00) and in Tokyo (21:00). */
const MAY_14_2025 = new Date('2025-05-14T12:00:00Z');
const titles = [...events].sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start)).map((e) => e.title);
/** On May 14, 2025: the six events still to come, soonest first, then the two May 10 ones, latest first. */
const byId = (id: number) => events.find((e) => e.id === id) as (typeof events)[number];
const may14Order = [3, 4, 5, 6, 7, 8, 1, 2].map(byId);
/** Before May 2025, nothing is past. */
const APRIL_1_2025 = new Date('2025-04-01T17:00:00Z');

const cards = (page: Page) => page.locator('[data-event-id]');
const grid = (page: Page) => page.getByRole('grid');
const day = (page: Page, name: string) => page.getByRole('gridcell').getByRole('button', { name, exact: true });
const clearDate = (page: Page) => page.getByRole('button', { name: 'Clear Date' });
const category = (page: Page) => page.getByLabel('Category');

/** Card dates as displayed, in order. */
async function cardDates(page: Page) {
  return cards(page).locator('time').allInnerTexts();
}

for (const timezoneId of ['America/Chicago', 'Asia/Tokyo']) {
  test.describe(`in ${timezoneId}, on May 14, 2025`, () => {
    test.use({ timezoneId });
    test.beforeEach(async ({ page }) => {
      await page.clock.setFixedTime(MAY_14_2025);
    });

    test('shows the current month and every event on its own day, without hydration warnings', async ({ page, consoleErrors }) => {
      await page.goto('/events');
      await expect(grid(page)).toHaveAccessibleName('May 2025');
      await expect(page.locator('.rdp-caption_label')).toHaveText('May 2025');
      await expect(cards(page).getByRole('heading')).toHaveText(may14Order.map((e) => e.title));
      const expected = may14Order.map((e) => {
        const [, , d] = e.date.split('-');
        return `May ${Number(d)}, 2025`;
      });
      expect(await cardDates(page)).toEqual(expected);
      // The two May 10 events are over: labeled, and nothing to add to a calendar.
      await expect(cards(page).filter({ hasText: 'Past' }).getByRole('heading')).toHaveText(
        [byId(1), byId(2)].map((e) => e.title),
      );
      await expect(page.getByRole('link', { name: /^Add to calendar: / })).toHaveCount(6);
      await expect(page.getByRole('link', { name: 'Add to calendar: Bishop Arts Spring Art Walk' })).toHaveCount(0);
      await expect(page.getByText('No upcoming events right now.')).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText('Showing 8 events');
      // Days with events are marked in their names; other days are not.
      await expect(day(page, 'Saturday, May 10, 2025, 2 events')).toBeVisible();
      await expect(day(page, 'Today, Wednesday, May 14, 2025, 1 event')).toBeVisible();
      await expect(day(page, 'Sunday, May 11, 2025')).toBeVisible();
      await expect(clearDate(page)).toHaveCount(0);
      await expect(category(page)).toHaveValue('All');
      expect(consoleErrors).toEqual([]);
    });

    test('choosing a day filters to it; choosing it again or Clear Date clears it', async ({ page }) => {
      await page.goto('/events');
      await day(page, 'Saturday, May 10, 2025, 2 events').click();
      await expect(cards(page)).toHaveCount(2);
      expect(await cardDates(page)).toEqual(['May 10, 2025', 'May 10, 2025']);
      await expect(page.getByRole('heading', { name: 'Events on May 10, 2025' })).toBeVisible();
      await expect(page).toHaveURL(/\/events\?date=2025-05-10$/);

      await day(page, 'Saturday, May 10, 2025, 2 events, selected').click();
      await expect(cards(page)).toHaveCount(8);
      await expect(clearDate(page)).toHaveCount(0);
      await expect(page).toHaveURL(/\/events$/);

      await day(page, 'Saturday, May 24, 2025, 1 event').click();
      await expect(cards(page).getByRole('heading')).toHaveText(['Trinity Trails 5K Fun Run']);
      await clearDate(page).click();
      await expect(cards(page)).toHaveCount(8);
      await expect(clearDate(page)).toHaveCount(0);
      await expect(grid(page)).toHaveAccessibleName('May 2025');
    });

    test('category and date combine with AND, live in the address and survive a reload', async ({ page }) => {
      await page.goto('/events');
      await category(page).selectOption('Food');
      await expect(cards(page).getByRole('heading')).toHaveText(['Klyde Warren Park Food Truck Festival']);
      await expect(page).toHaveURL(/\/events\?category=food$/);

      await day(page, 'Saturday, May 10, 2025, 2 events').click();
      await expect(cards(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
      await expect(
        page.getByText('There are no events matching your current filters. Try changing your selection or date.', { exact: true }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/events\?date=2025-05-10&category=food$/);

      await page.reload();
      await expect(category(page)).toHaveValue('Food');
      await expect(day(page, 'Saturday, May 10, 2025, 2 events, selected')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();

      await category(page).selectOption('Arts');
      await expect(cards(page).getByRole('heading')).toHaveText(['Bishop Arts Spring Art Walk']);
      await expect(page).toHaveURL(/\/events\?date=2025-05-10&category=arts$/);
    });

    test('a shared address opens on its day and month; invalid values are ignored', async ({ page, consoleErrors }) => {
      await page.goto('/events?date=2025-06-03&category=TECHNOLOGY');
      await expect(grid(page)).toHaveAccessibleName('June 2025');
      await expect(category(page)).toHaveValue('Technology');
      await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();

      await page.goto('/events?date=2025-13-45&category=nonsense');
      await expect(grid(page)).toHaveAccessibleName('May 2025');
      await expect(category(page)).toHaveValue('All');
      await expect(cards(page)).toHaveCount(8);
      await expect(clearDate(page)).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });

    test('works with the keyboard alone', async ({ page }) => {
      await page.goto('/events');
      await expect(grid(page)).toHaveAccessibleName('May 2025');
      // Tab from the top of the page into the date grid: focus lands on today.
      for (let i = 0; i < 60; i += 1) {
        await page.keyboard.press('Tab');
        if (await page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null)) break;
      }
      await expect(page.locator(':focus')).toHaveAccessibleName('Today, Wednesday, May 14, 2025, 1 event');
      for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowLeft');
      await expect(page.locator(':focus')).toHaveAccessibleName('Saturday, May 10, 2025, 2 events');
      await page.keyboard.press('Enter');
      await expect(cards(page)).toHaveCount(2);
      await page.keyboard.press('ArrowDown');
      await expect(page.locator(':focus')).toHaveAccessibleName('Saturday, May 17, 2025, 1 event');
      await page.keyboard.press('Space');
      await expect(cards(page).getByRole('heading')).toHaveText(['Klyde Warren Park Food Truck Festival']);
      await page.keyboard.press('Space');
      await expect(cards(page)).toHaveCount(8);
      // Past the end of the month the grid turns the page.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(page.locator(':focus')).toHaveAccessibleName('Saturday, May 31, 2025, 1 event');
      await page.keyboard.press('ArrowRight');
      await expect(grid(page)).toHaveAccessibleName('June 2025');
      await expect(page.locator(':focus')).toHaveAccessibleName('Sunday, June 1, 2025');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
      // Tab on to Clear Date and use it.
      await page.keyboard.press('Tab');
      await expect(clearDate(page)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(cards(page)).toHaveCount(8);
    });

  });
}

test.describe('accessibility', () => {
  test.use({ timezoneId: 'America/Chicago' });
  test.beforeEach(async ({ page }) => {
    // A full axe run takes 10 to 25 s on the shared 2-core machine.
    test.slow();
    await page.clock.setFixedTime(MAY_14_2025);
  });

  test('no axe violations without a selection', async ({ page }) => {
    await page.goto('/events');
    await expect(grid(page)).toBeVisible();
    await expectNoAxeViolations(page, '/events');
  });

  test('no axe violations with a date chosen', async ({ page }) => {
    await page.goto('/events');
    await day(page, 'Saturday, May 10, 2025, 2 events').click();
    await expect(cards(page)).toHaveCount(2);
    await expectNoAxeViolations(page, '/events with a date');
  });

  test('no axe violations in the empty state', async ({ page }) => {
    await page.goto('/events?date=2025-05-10&category=sports');
    await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
    await expectNoAxeViolations(page, '/events with no match');
  });
});

test.describe('month navigation', () => {
  test.use({ timezoneId: 'America/Chicago' });

  test('the arrows move one month at a time across a year boundary', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-12-20T18:00:00Z'));
    await page.goto('/events');
    await expect(grid(page)).toHaveAccessibleName('December 2025');
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(grid(page)).toHaveAccessibleName('January 2026');
    await expect(page.locator('.rdp-caption_label')).toHaveText('January 2026');
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(grid(page)).toHaveAccessibleName('November 2025');
    // The list is not limited to the month shown.
    await expect(cards(page)).toHaveCount(8);
  });
});

test.describe('forced colors (Windows High Contrast)', () => {
  test.use({ timezoneId: 'America/Chicago', forcedColors: 'active' });

  for (const colorScheme of ['dark', 'light'] as const) {
    test(`in a ${colorScheme} theme the arrows, the event dots and the selected day keep system colors`, async ({ page }) => {
      test.skip(isMobile(page), 'the calendar is styled the same at both widths');
      await page.emulateMedia({ colorScheme });
      await page.clock.setFixedTime(MAY_14_2025);
      await page.goto('/events?date=2025-05-10');
      await expect(day(page, 'Saturday, May 10, 2025, 2 events, selected')).toBeVisible();
      const seen = await page.evaluate(() => {
        /** A system color as the browser computes it. */
        const system = (name: string) => {
          const probe = document.createElement('div');
          probe.style.color = name;
          probe.style.forcedColorAdjust = 'none';
          document.body.append(probe);
          const color = getComputedStyle(probe).color;
          probe.remove();
          return color;
        };
        const style = (selector: string, pseudo?: string) => getComputedStyle(document.querySelector(selector)!, pseudo);
        const dayWithEvents = '.events-calendar__has-events:not(.rdp-selected) .rdp-day_button';
        return {
          system: { ButtonText: system('ButtonText'), Highlight: system('Highlight'), HighlightText: system('HighlightText'), CanvasText: system('CanvasText'), Canvas: system('Canvas') },
          arrows: [...document.querySelectorAll('.rdp-nav .rdp-chevron')].map((c) => getComputedStyle(c).fill),
          dot: style(dayWithEvents, '::after').backgroundColor,
          selected: { background: style('.rdp-selected .rdp-day_button').backgroundColor, color: style('.rdp-selected .rdp-day_button').color, dot: style('.rdp-selected .rdp-day_button', '::after').backgroundColor },
          legendDot: style('[data-events-legend-dot]').backgroundColor,
          plainDayBorder: style('.rdp-day:not(.rdp-today):not(.rdp-selected) .rdp-day_button').borderTopColor,
          todayBorder: style('.rdp-today .rdp-day_button').borderTopColor,
        };
      });
      const { system } = seen;
      expect(system.ButtonText).not.toBe(system.Canvas);
      expect(seen.arrows).toEqual([system.ButtonText, system.ButtonText]);
      expect(seen.dot).toBe(system.ButtonText);
      expect(seen.selected).toEqual({ background: system.Highlight, color: system.HighlightText, dot: system.HighlightText });
      expect(seen.legendDot).toBe(system.CanvasText);
      // No ring round every day; today keeps its ring.
      expect(seen.plainDayBorder).toBe(system.Canvas);
      expect(seen.todayBorder).toBe(system.ButtonText);
    });
  }
});

test.describe('on a slow network', () => {
  test.use({ timezoneId: 'America/Chicago' });

  test('a category chosen before the scripts arrive is kept and applied when React takes over', async ({ page, consoleErrors }) => {
    await page.clock.setFixedTime(MAY_14_2025);
    // The page is read while its scripts are still on the way.
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/events', { waitUntil: 'commit' });
    await expect(category(page)).toBeVisible();
    await expect(page.locator('#event-category-boot-script')).toHaveCount(1); // not hydrated
    await category(page).selectOption('Food');
    await expect(page).toHaveURL(/\/events\?category=food$/);
    await expect(page.locator('#event-category-boot-script')).toHaveCount(1); // still not hydrated

    release();
    await expect(page.locator('#event-category-boot-script')).toHaveCount(0); // React has taken over
    await expect(category(page)).toHaveValue('Food');
    await expect(page.getByRole('heading', { level: 2, name: 'Food events' })).toBeVisible();
    await expect(cards(page).getByRole('heading')).toHaveText(['Klyde Warren Park Food Truck Festival']);
    await expect(page).toHaveURL(/\/events\?category=food$/);
    // React's own select from now on.
    await category(page).selectOption('Arts');
    await expect(cards(page).getByRole('heading')).toHaveText(['Bishop Arts Spring Art Walk']);
    await expect(page).toHaveURL(/\/events\?category=arts$/);
    expect(consoleErrors).toEqual([]);
  });
});

for (const timezoneId of ['America/Chicago', 'Asia/Tokyo']) {
  test.describe(`in ${timezoneId}, today`, () => {
    test.use({ timezoneId });

    test("opens on the reader's current month and still lists every event", async ({ page, consoleErrors }) => {
      const now = new Date();
      await page.clock.setFixedTime(now);
      await page.goto('/events');
      const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: timezoneId }).format(now);
      await expect(grid(page)).toHaveAccessibleName(month);
      await expect(cards(page)).toHaveCount(8);
      expect(await cardDates(page)).toContain('May 10, 2025');
      expect(consoleErrors).toEqual([]);
    });
  });
}

test.describe('server render', () => {
  test('the prerendered page lists every event and a calendar placeholder', async ({ request }) => {
    const response = await request.get('/events?date=2025-05-10');
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const title of titles) expect(html).toContain(title);
    expect(html).toContain('Loading calendar');
  });
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('every event is listed; the calendar and the filter, which need scripts, say so instead of loading forever', async ({ page }) => {
    await page.goto('/events');
    await expect(cards(page)).toHaveCount(8);
    // (Inside <noscript>, which Playwright's text matching skips: found by its attribute.)
    await expect(page.locator('[data-calendar-note]')).toBeVisible();
    await expect(page.locator('[data-calendar-note]')).toContainText('The calendar and the category filter need JavaScript');
    await expect(page.getByText('Loading calendar…')).toBeHidden();
    await expect(page.getByLabel('Category')).toBeHidden();
  });
});

test.describe('upcoming and past', () => {
  test.use({ timezoneId: 'America/Chicago' });

  test('before May 2025 every event is upcoming, soonest first, each with Add to calendar', async ({ page, consoleErrors }) => {
    await page.clock.setFixedTime(APRIL_1_2025);
    await page.goto('/events');
    await expect(cards(page).getByRole('heading')).toHaveText(titles);
    await expect(page.getByRole('link', { name: /^Add to calendar: / })).toHaveCount(8);
    await expect(cards(page).filter({ hasText: 'Past' })).toHaveCount(0);
    await expect(page.getByText('No upcoming events right now.')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('today every sample event is past: said above the list, newest first, none to add', async ({ page, consoleErrors }) => {
    await page.clock.setFixedTime(new Date());
    await page.goto('/events');
    const notice = page.getByRole('note').filter({ hasText: 'No upcoming events right now.' });
    await expect(notice).toBeVisible();
    const noticeBox = await notice.boundingBox();
    const firstCardBox = await cards(page).first().boundingBox();
    expect(noticeBox && firstCardBox && noticeBox.y < firstCardBox.y).toBe(true);
    await expect(cards(page).getByRole('heading')).toHaveText([...titles].reverse());
    await expect(cards(page).filter({ hasText: 'Past' })).toHaveCount(8);
    await expect(page.getByRole('link', { name: /^Add to calendar: / })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a chosen day still marks its past events and gives them no Add to calendar', async ({ page }) => {
    await page.clock.setFixedTime(MAY_14_2025);
    await page.goto('/events?date=2025-05-10');
    await expect(cards(page)).toHaveCount(2);
    await expect(cards(page).filter({ hasText: 'Past' })).toHaveCount(2);
    await expect(page.getByRole('link', { name: /^Add to calendar: / })).toHaveCount(0);
  });
});

test.describe('subscription feed', () => {
  test('the page subscribes calendars to /events.ics, a valid calendar of upcoming events only', async ({ page, request }) => {
    await page.goto('/events');
    // A subscription, not a one-time copy: Google Calendar by URL, Apple Calendar and Outlook by webcal:.
    // The feed's address is the site's public one (SITE_ORIGIN), as the page's canonical link gives it.
    const feed = new URL('/events.ics', (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '');
    const webcal = `webcal://${feed.host}/events.ics`;
    const google = page.getByRole('link', { name: 'Google Calendar (opens in a new tab)' });
    await expect(google).toHaveAttribute('href', `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`);
    await expect(google).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('link', { name: 'Apple Calendar or Outlook' })).toHaveAttribute('href', webcal);
    await expect(page.getByRole('link', { name: 'the calendar file' })).toHaveAttribute('href', '/events.ics');
    const response = await request.get('/events.ics');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/Chicago');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Dallas Local Events');
    // Every sample event (May 2025) is over by now: the feed lists none of them.
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(0);
  });
});

test.describe('add to calendar', () => {
  test('downloads a valid iCalendar file in Dallas time', async ({ page }) => {
    await page.clock.setFixedTime(APRIL_1_2025);
    await page.goto('/events');
    const link = page.getByRole('link', { name: 'Add to calendar: Bishop Arts Spring Art Walk' });
    await expect(link).toHaveAttribute('href', '/events/1/ics');
    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('bishop-arts-spring-art-walk.ics');
    const text = await readFile((await download.path()) as string, 'utf8');
    const calendar = new ICAL.Component(ICAL.parse(text));
    const vtimezone = calendar.getFirstSubcomponent('vtimezone');
    expect(vtimezone?.getFirstPropertyValue('tzid')).toBe('America/Chicago');
    ICAL.TimezoneService.register(new ICAL.Timezone(vtimezone as ICAL.Component));
    const vevent = calendar.getFirstSubcomponent('vevent');
    const event = new ICAL.Event(vevent as ICAL.Component);
    expect(event.summary).toBe('Bishop Arts Spring Art Walk');
    expect(vevent?.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/Chicago');
    expect(event.startDate.toJSDate().toISOString()).toBe('2025-05-10T15:00:00.000Z');
  });

  test('answers text/calendar as an attachment for every event, 404 for others', async ({ request }) => {
    for (const event of events) {
      const response = await request.get(`/events/${event.id}/ics`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+\.ics"$/);
      expect(await response.text()).toContain(`DTSTART;TZID=America/Chicago:${event.date.replace(/-/g, '')}T`);
    }
    expect((await request.get('/events/99/ics')).status()).toBe(404);
    expect((await request.get('/events/abc/ics')).status()).toBe(404);
  });

  test("an event's calendar file that is no longer there is a page that says so, with the way to the calendar", async ({ page }) => {
    // A reader who follows "Add to calendar" from a page older than the event's removal.
    const response = await page.goto('/events/no-longer-listed/ics');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toBe('text/html; charset=utf-8');
    await expect(page).toHaveTitle('Event not found - Dallas Local');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This event is no longer listed');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'See all events' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Community Events');
  });

  test("the 'Submit an Event' card opens the submission form", async ({ page }) => {
    await page.goto('/events');
    const card = page.getByRole('region', { name: 'Submit an Event' });
    await expect(card.getByRole('link', { name: 'Submit Event' })).toHaveAttribute('href', '/events/submit');
  });
});
