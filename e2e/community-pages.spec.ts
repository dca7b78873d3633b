import { communityGroups } from '../src/content/groups';
import { initiatives } from '../src/content/initiatives';
import { expect, test } from './fixtures';

/**
 * The listing and map pages behind the Community page's buttons (issue 17, item 10). axe checks each
 * of them at both widths in site.spec.ts, on the same load as these tests.
 */

test('/community/initiatives lists every initiative: current ones first, ended ones apart and labeled', async ({ page, consoleErrors }) => {
  await page.goto('/community/initiatives');
  await expect(page).toHaveTitle('Community Initiatives - Dallas Local');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/community\/initiatives$/);
  const current = page.getByRole('region', { name: 'Current initiatives' });
  const ended = page.getByRole('region', { name: 'Ended initiatives' });
  await expect(current.getByRole('heading', { level: 3 })).toHaveText(['Trinity River Green Corridor Cleanups']);
  await expect(ended.getByRole('heading', { level: 3 })).toHaveText(['Fresh Food for Southern Dallas', 'Summer Reading and Coding Camps']);
  await expect(ended.getByRole('article').locator('p').first()).toHaveText('Ended');
  await expect(page.getByRole('article')).toHaveCount(initiatives.length);
  expect(consoleErrors).toEqual([]);
});

test('an ended initiative says so on its own page', async ({ page }) => {
  await page.goto('/community/initiatives/1');
  await expect(page.getByRole('definition').first()).toHaveText('Ended');
  await page.goto('/community/initiatives/2');
  await expect(page.getByRole('definition').first()).toHaveText('Current');
});

test('/community/groups lists every group with its members and neighborhood', async ({ page, consoleErrors }) => {
  await page.goto('/community/groups');
  await expect(page).toHaveTitle('Community Groups - Dallas Local');
  await expect(page.getByRole('article')).toHaveCount(communityGroups.length);
  for (const g of communityGroups) {
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: g.name, exact: true }) });
    await expect(card.getByRole('link')).toHaveAttribute('href', `/community/groups/${g.id}`);
    await expect(card.getByRole('definition')).toHaveText([`${new Intl.NumberFormat('en-US').format(g.members)} members`, g.neighborhood]);
  }
  expect(consoleErrors).toEqual([]);
});

test('/community/map lists groups and initiatives by neighborhood beside the illustrated map', async ({ page, consoleErrors }) => {
  await page.goto('/community/map');
  await expect(page).toHaveTitle('Community Map - Dallas Local');
  await expect(page.getByRole('img', { name: 'Illustrated map of Dallas neighborhoods' })).toBeVisible();
  const oakCliff = page.getByRole('region', { name: 'Oak Cliff', exact: true });
  await expect(oakCliff.getByRole('link', { name: 'Dallas Urban Gardeners' })).toHaveAttribute('href', '/community/groups/1');
  const downtown = page.getByRole('region', { name: 'Downtown' });
  await expect(downtown.getByRole('link')).toHaveText(['Big D Tech Builders', 'Summer Reading and Coding Camps', 'Fresh Food for Southern Dallas']);
  await expect(downtown).toContainText('(Ended)');
  // Every group and initiative is on the map page exactly once.
  for (const g of communityGroups) await expect(page.getByRole('link', { name: g.name, exact: true })).toHaveCount(1);
  for (const x of initiatives) await expect(page.getByRole('link', { name: x.title, exact: true })).toHaveCount(1);
  // A pin on each neighborhood listed (every one of the seed's is labeled on the map), and none elsewhere.
  const listed = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  const pinned = await page.locator('svg [data-pin]').evaluateAll((pins) => pins.map((p) => p.getAttribute('data-pin')));
  expect([...pinned].sort()).toEqual([...listed].sort());
  expect(consoleErrors).toEqual([]);
});
