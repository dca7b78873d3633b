import type { Page } from '@playwright/test';
import { communityGroups } from '../src/content/groups';
import { initiatives } from '../src/content/initiatives';
import { resources } from '../src/content/resources';
import { watchConsole } from './consoleWatch';
import { expect, expectNoAxeViolations, test } from './fixtures';

const resourceTabs = [
  { value: 'all', label: 'All', categories: ['Education', 'Housing', 'Business', 'Health', 'Recreation'] },
  { value: 'education', label: 'Education', categories: ['Education'] },
  { value: 'housing', label: 'Housing', categories: ['Housing'] },
  { value: 'health', label: 'Health', categories: ['Health'] },
  { value: 'business', label: 'Business', categories: ['Business'] },
] as const;

const tab = (page: Page, label: string) =>
  page.getByRole('tablist', { name: 'Resource categories' }).getByRole('tab', { name: label, exact: true });

/** The visible panel shows exactly the resources of this tab, each with its external website link. */
async function expectResourcesShown(page: Page, t: (typeof resourceTabs)[number]) {
  await expect(tab(page, t.label)).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: t.label, exact: true });
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  const expected = resources.filter((r) => (t.categories as readonly string[]).includes(r.category));
  const cards = panel.getByRole('article');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(expected.map((r) => r.title));
  await expect(cards.locator('p').first()).toHaveText(expected[0]?.category ?? '');
  const shown = await cards.evaluateAll((els) =>
    els.map((el) => {
      const link = el.querySelector('a');
      return {
        text: el.textContent ?? '',
        link: { text: link?.textContent ?? '', href: link?.getAttribute('href'), target: link?.target, rel: link?.rel },
      };
    }),
  );
  expect(shown.length).toBe(expected.length);
  for (const [i, r] of expected.entries()) {
    const card = shown[i];
    expect(card?.text).toContain(r.category);
    expect(card?.text).toContain(r.description);
    expect(card?.link).toEqual({
      text: `Visit Website: ${r.title} (opens in a new tab)`,
      href: r.website,
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  }
}

test('shows the intro, the map with View Full Map leading to the map page, and no console error', async ({ page }) => {
  // axe checks this load of /community at both widths in site.spec.ts.
  const errors = watchConsole(page);
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  await expect(page.locator('main header')).toContainText('Find a group to join');
  const map = page.getByRole('region', { name: 'Community Map' });
  await expect(map.getByRole('img', { name: 'Illustrated map of Dallas neighborhoods' })).toBeVisible();
  await map.getByRole('link', { name: 'View Full Map' }).click();
  await expect(page).toHaveURL(/\/community\/map$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Community Map' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('lists the groups with member counts, and Discover More Groups leads to the groups listing', async ({ page }) => {
  await page.goto('/community');
  const section = page.getByRole('region', { name: 'Community Groups' });
  const cards = section.getByRole('article');
  await expect(cards).toHaveCount(communityGroups.length);
  for (const [i, g] of communityGroups.entries()) {
    await expect(cards.nth(i).getByRole('link')).toHaveText(g.name);
    await expect(cards.nth(i).getByRole('link')).toHaveAttribute('href', `/community/groups/${g.id}`);
    await expect(cards.nth(i)).toContainText(`${new Intl.NumberFormat('en-US').format(g.members)} members`);
    await expect(cards.nth(i)).toContainText(g.neighborhood);
  }
  await expect(section).toContainText('1,250 members');
  await section.getByRole('link', { name: 'Discover More Groups' }).click();
  await expect(page).toHaveURL(/\/community\/groups$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Community Groups' })).toBeVisible();
});

test('lists the initiatives current first, labels ended ones, and View All Initiatives leads to their listing', async ({ page }) => {
  await page.goto('/community');
  const section = page.getByRole('region', { name: 'Community Initiatives' });
  const cards = section.getByRole('article');
  await expect(cards).toHaveCount(initiatives.length);
  // Today only the ongoing cleanups run; the 2025 seasons have ended, the most recent first.
  const expected = [2, 3, 1].map((id) => initiatives.find((x) => x.id === id) as (typeof initiatives)[number]);
  for (const [i, item] of expected.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('link')).toHaveText(item.title);
    await expect(card.getByRole('link')).toHaveAttribute('href', `/community/initiatives/${item.id}`);
    await expect(card.getByRole('definition')).toHaveText([item.date, item.location]);
    await expect(card.locator('p').first()).toHaveText(item.endDate === null ? 'Current' : 'Ended');
  }
  await section.getByRole('link', { name: 'View All Initiatives' }).click();
  await expect(page).toHaveURL(/\/community\/initiatives$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Community Initiatives' })).toBeVisible();
});

for (const t of resourceTabs) {
  test(`the ${t.label} resources tab shows exactly its cards, is in the address, survives a reload and passes axe`, async ({ page }) => {
    test.slow(); // three page loads and an axe run on a shared 2-core machine
    const errors = watchConsole(page);
    await page.goto('/community');
    await expectResourcesShown(page, resourceTabs[0]);
    await tab(page, t.label).click();
    await expectResourcesShown(page, t);
    if (t.value === 'all') await expect(page).toHaveURL(/\/community$/);
    else await expect(page).toHaveURL(new RegExp(`/community\\?tab=${t.value}$`));
    await expectNoAxeViolations(page, `/community, ${t.label} resources`);
    await page.reload();
    await expectResourcesShown(page, t);
    expect(errors).toEqual([]);
  });
}

test('Recreation resources appear under All only', async ({ page }) => {
  await page.goto('/community?tab=all');
  const recreation = resources.filter((r) => r.category === 'Recreation');
  for (const r of recreation) await expect(page.getByRole('tabpanel').getByRole('heading', { name: r.title })).toBeVisible();
  for (const t of resourceTabs.slice(1)) {
    await tab(page, t.label).click();
    for (const r of recreation) await expect(page.getByRole('tabpanel').getByRole('heading', { name: r.title })).toHaveCount(0);
  }
});

test('a shared link opens its resources tab, before and after hydration, with a clean console', async ({ page, browser }) => {
  test.slow(); // two browser pages
  const errors = watchConsole(page);
  await page.goto('/community?tab=health');
  await expectResourcesShown(page, resourceTabs[3]);
  expect(errors).toEqual([]);

  const bare = await browser.newPage();
  await bare.route('**/_next/static/chunks/**', (route) => route.abort());
  await bare.goto(new URL('/community?tab=housing', page.url()).href);
  await expect(bare.locator('[data-tab-panel="housing"]')).toBeVisible();
  await expect(bare.locator('[data-tab-panel="all"]')).toBeHidden();
  await bare.close();
});

test('the resources tabs follow the keyboard: arrows, Home and End', async ({ page }) => {
  await page.goto('/community');
  await tab(page, 'All').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Education')).toBeFocused();
  await expectResourcesShown(page, resourceTabs[1]);
  await expect(page).toHaveURL(/\?tab=education$/);
  await page.keyboard.press('End');
  await expectResourcesShown(page, resourceTabs[4]);
  await page.keyboard.press('ArrowLeft');
  await expectResourcesShown(page, resourceTabs[3]);
  await page.keyboard.press('Home');
  await expect(tab(page, 'All')).toBeFocused();
  await expectResourcesShown(page, resourceTabs[0]);
  await expect(page).toHaveURL(/\/community$/);
});
