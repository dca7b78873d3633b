import { site } from '../src/config/site';
import { team } from '../src/content/team';
import { atAGlance, careersHref, dallasQuote, ourMission, ourValues } from '../src/features/about/aboutContent';
import { expect, test } from './fixtures';

test('tells the newsroom story with hero, mission, quote, facts, values, team and careers', async ({ page, consoleErrors }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle(`About Us - ${site.name}`);
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();

  const hero = page.getByRole('figure').filter({ hasText: site.tagline });
  await expect(hero.getByRole('img')).toHaveAttribute('alt', /Dallas skyline/);
  await expect(hero).toContainText('Trusted local news since 2022');
  // The hero image is in place (not a broken box).
  await expect.poll(() => hero.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await expect(page.getByRole('heading', { level: 2, name: 'Our Story' })).toBeVisible();

  const mission = page.getByRole('region', { name: 'Our Mission' }).getByRole('listitem');
  await expect(mission).toHaveCount(5);
  await expect(mission).toHaveText([...ourMission]);

  const quote = page.locator('blockquote');
  await expect(quote).toHaveAttribute('cite', dallasQuote.href);
  await expect(quote).toContainText('Dallas is a city in the U.S. state of Texas');
  const article = page.getByRole('link', { name: /^Read the article on Wikipedia/ });
  await expect(article).toHaveAttribute('href', dallasQuote.href);

  const glance = page.getByRole('region', { name: 'At a Glance' });
  for (const fact of atAGlance) {
    await expect(glance.locator('dt', { hasText: fact.label })).toBeVisible();
    await expect(glance.locator('dd', { hasText: fact.value })).toBeVisible();
  }
  await expect(glance).toContainText('2022');
  await expect(glance).toContainText('Over 50,000');
  await expect(glance).toContainText('15 full-time');

  const values = page.getByRole('region', { name: 'Our Values' });
  await expect(values.locator('ol > li')).toHaveCount(5);
  await expect(values.getByRole('heading', { level: 3 })).toHaveText(ourValues.map((v) => v.name));
  for (const [i, value] of ourValues.entries()) {
    const item = values.locator('ol > li').nth(i);
    await expect(item).toContainText(String(i + 1));
    await expect(item).toContainText(value.text);
  }

  const teamSection = page.getByRole('region', { name: 'Meet Our Team' });
  await expect(teamSection.getByRole('article')).toHaveCount(6);
  for (const member of team) {
    const card = teamSection.getByRole('article').filter({ has: page.getByRole('heading', { name: member.name }) });
    await expect(card).toContainText(member.title);
    await expect(card).toContainText(member.bio);
    await expect(card.getByRole('img', { name: member.imageAlt })).toBeVisible();
    // The team comes from the newsroom's `staff` collection: the portrait is the seeded media's copy.
    await expect(card.getByRole('img', { name: member.imageAlt })).toHaveAttribute('src', /^\/api\/media\/file\/seed-team-[a-z-]+-\d+x\d+\.webp$/);
  }

  const join = page.getByRole('region', { name: 'Join Our Team' });
  await expect(join.getByRole('link', { name: 'View Career Opportunities' })).toHaveAttribute('href', careersHref);
  await expect(join).toContainText('careers@dallaslocal.news');
  expect(consoleErrors).toEqual([]);
});

test('every external link opens a new tab without an opener', async ({ page }) => {
  await page.goto('/about');
  const external = page.locator('main a[href^="http"]');
  await expect(external).toHaveCount(1);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('fits the screen without sideways scrolling', async ({ page }) => {
  await page.goto('/about');
  await page.locator('footer').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
});
