import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Every route of SPEC.md section 2, with its title and main heading. */
export const routes = [
  { path: '/', title: 'Dallas Local - News & Community Hub for Dallas, Texas', heading: /Dallas Local/ },
  { path: '/news', title: 'News - Dallas Local', heading: 'Latest News' },
  { path: '/community', title: 'Community - Dallas Local', heading: 'Community' },
  { path: '/events', title: 'Events - Dallas Local', heading: 'Community Events' },
  { path: '/contact', title: 'Contact Us - Dallas Local', heading: 'Contact Us' },
  { path: '/about', title: 'About Us - Dallas Local', heading: 'About Us' },
  { path: '/books', title: 'Books - Dallas Local', heading: 'Books' },
  { path: '/radio', title: 'Radio - Dallas Local', heading: 'Live Radio' },
  { path: '/privacy', title: 'Privacy Policy - Dallas Local', heading: 'Privacy Policy' },
  { path: '/terms', title: 'Terms of Service - Dallas Local', heading: 'Terms of Service' },
  { path: '/community/groups', title: 'Community Groups - Dallas Local', heading: 'Community Groups' },
  { path: '/community/initiatives', title: 'Community Initiatives - Dallas Local', heading: 'Community Initiatives' },
  { path: '/community/map', title: 'Community Map - Dallas Local', heading: 'Community Map' },
] as const;

/**
 * Pages the newsroom added after SPEC.md (issue 19): loaded at both widths with axe by site.spec.ts,
 * like the routes above. An author page stands for all of them (the seed's Denise Okafor).
 */
export const newsroomRoutes = [
  { path: '/authors/denise-okafor', title: 'Denise Okafor - Dallas Local', heading: 'Denise Okafor' },
  { path: '/corrections', title: 'Corrections - Dallas Local', heading: 'Corrections' },
  { path: '/newsletter', title: 'Newsletter - Dallas Local', heading: 'Newsletter' },
  { path: '/events/submit', title: 'Submit an Event - Dallas Local', heading: 'Submit an Event' },
] as const;

/**
 * The forms' confirmation pages, where a form sent without JavaScript lands (Post/Redirect/Get): loaded at
 * both widths with axe by site.spec.ts like the routes above; not in the sitemap, never indexed.
 */
export const sentRoutes = [
  { path: '/contact/sent', title: 'Message Sent - Dallas Local', heading: 'Message Sent' },
  { path: '/events/submit/sent', title: 'Event Sent for Review - Dallas Local', heading: 'Event Sent for Review' },
  { path: '/newsletter/sent', title: 'Check Your Inbox - Dallas Local', heading: 'Check Your Inbox' },
] as const;

/**
 * The rule sets axe runs: WCAG 2.0, 2.1 and 2.2 A and AA and best practices. `wcag22aa` brings the
 * rules axe leaves off by default, such as target size (2.5.8).
 */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

/**
 * axe over the page and its same-origin frames, with `axeTags`. Legacy mode runs axe in the page itself:
 * the default mode opens a second, blank page to merge the frames' results, which made each run two to
 * three times as long (3.4 s against 1.6 s on /books here) for frames that are not ours: the only
 * cross-origin frames on our pages are the news feed's and the ad network's, whose content we cannot
 * change (axe reports them as not tested, never as passed).
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags([...axeTags]).setLegacyMode(true);
}

/** Runs axe with `axeTags` and expects zero violations. */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  const results = await axeBuilder(page).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * The phone's menu (src/features/layout/MobileMenu.tsx): a native disclosure, open when `menu` has the
 * `open` attribute; `toggle` is its <summary> (the "Menu" button), to which Playwright gives no role.
 */
export function mobileMenu(page: Page) {
  const menu = page.getByRole('banner').locator('details').filter({ has: page.locator('summary', { hasText: 'Menu' }) });
  return { menu, toggle: menu.locator('summary') };
}

/** Whether the test runs in the 375 px project. */
export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/**
 * Whether a console error is only the browser reporting that another site's resource could not be
 * reached (`Failed to load resource: net::ERR_...`, e.g. book covers on a machine without internet).
 * Pages handle those with fallbacks that their own tests check; our own resources failing (404s,
 * network errors on our origin) and script errors still count.
 */
export function isUnreachableThirdParty(text: string, resourceUrl: string, pageUrl: string): boolean {
  if (!text.startsWith('Failed to load resource: net::ERR_')) return false;
  try {
    return new URL(resourceUrl).origin !== new URL(pageUrl).origin;
  } catch {
    return false;
  }
}

type Fixtures = { consoleErrors: string[] };

/**
 * `test` with the console watched: `consoleErrors` collects errors and uncaught exceptions, for tests
 * that assert a clean console.
 */
export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !isUnreachableThirdParty(msg.text(), msg.location().url, page.url())) errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
    await use(errors);
  },
});

export { expect };
