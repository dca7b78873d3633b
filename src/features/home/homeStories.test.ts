import { describe, expect, it } from 'vitest';
import { allStories, newestFirst, storyByHref } from '@/content/stories';
import { storyPath } from '@/lib/addresses';
import type { CmsStory } from '@/server/content/cmsStoryModel';
import { seededPlacements } from '@/server/content/frontPage';
import { legacyStorySlug, seededSlug } from '@/server/content/legacyStories';
import { HOME_GRID_SIZE, SPOTLIGHT_SIZE } from '@/config/constants';
import { HERO_FALLBACK_SIZE, LATEST_FROM_NEWSROOM, homeStories, notShown } from './homeStories';

/** The sample stories as the seed publishes them (newest first, as the newsroom lists them). */
const seeded: CmsStory[] = [...allStories].sort(newestFirst).map((s) => ({
  ...s,
  kind: 'cms',
  slug: seededSlug(s),
  href: storyPath(seededSlug(s)),
  richBody: null,
  credits: [],
  publishedAt: `${s.date}T17:00:00.000Z`,
  corrections: [],
}));
/** The canonical address of the story first published at a legacy address. */
const at = (legacy: string) => storyPath(legacyStorySlug(legacy) ?? 'missing');

describe('homeStories', () => {
  const home = homeStories(seeded);

  it("places today's stories: the slider, a grid of six news stories and three community stories", () => {
    expect(home.hero.map((s) => s.href)).toEqual(['/news/lifestyle/1', '/news/1', '/community/10'].map(at));
    expect(home.grid).toHaveLength(HOME_GRID_SIZE);
    // News 1 leads the slider, so the grid does not repeat it.
    expect(home.grid.map((s) => s.href)).toEqual([2, 3, 4, 5, 6, 7].map((id) => at(`/news/${id}`)));
    // Community story 10 is in the slider too; with only three community stories it comes last.
    expect(home.spotlight.map((s) => s.href)).toEqual([11, 12, 10].map((id) => at(`/community/${id}`)));
  });

  it("gives the slider only what a slide shows, not the stories' bodies (its props reach the browser)", () => {
    for (const slide of home.hero) {
      expect(Object.keys(slide).sort()).toEqual(['category', 'href', 'image', 'imageAlt', 'summary', 'title']);
    }
    const first = seeded.find((s) => s.href === home.hero[0]!.href)!;
    expect(home.hero[0]).toEqual({ href: first.href, title: first.title, summary: first.summary, category: first.category, image: first.image, imageAlt: first.imageAlt });
  });

  it('Latest News shows the news not in the grid, newest first', () => {
    expect(home.latest.map((s) => s.href).sort()).toEqual([at('/news/8'), at('/news/9')].sort());
    const dates = home.latest.map((s) => s.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('the featured block and Around Dallas use the top stories, each once', () => {
    expect(home.featured?.href).toBe(at('/news/top/1'));
    expect(home.around.map((s) => s.href)).toEqual([2, 3, 4, 5].map((n) => at(`/news/top/${n}`)));
    expect(home.featured?.title).toBe(storyByHref('/news/top/1')?.title);
  });

  it('no story appears twice on the page, the slider included', () => {
    const hrefs = [
      // Community stories may fill the Spotlight after the slider (see above).
      ...home.hero.filter((s) => seeded.find((story) => story.href === s.href)?.section !== 'Community').map((s) => s.href),
      ...home.grid.map((s) => s.href),
      ...home.spotlight.map((s) => s.href),
      ...(home.featured ? [home.featured.href] : []),
      ...home.latest.map((s) => s.href),
      ...home.around.map((s) => s.href),
    ];
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it('leaves out a placed story that is no longer published', () => {
    const without = seeded.filter((s) => s.href !== at('/news/2'));
    expect(homeStories(without).grid.map((s) => s.href)).toEqual([3, 4, 5, 6, 7, 8].map((id) => at(`/news/${id}`)));
  });

  it('takes a slider story out of whichever list holds it', () => {
    const top2 = legacyStorySlug('/news/top/2') ?? '';
    const placements = { ...seededPlacements, hero: [...seededPlacements.hero.slice(1), top2] };
    expect(homeStories(seeded, placements).around.map((s) => s.href)).not.toContain(storyPath(top2));
  });

  it("Latest News leads with the newsroom's own newest stories, then the placed news", () => {
    const own: CmsStory[] = Array.from({ length: LATEST_FROM_NEWSROOM + 2 }, (_, i) => ({
      ...seeded[0]!,
      slug: `story-${i}`,
      href: `/news/story-${i}`,
      title: `Story ${i}`,
    }));
    const latest = homeStories([...own, ...seeded]).latest.map((s) => s.href);
    expect(latest.slice(0, LATEST_FROM_NEWSROOM)).toEqual(own.slice(0, LATEST_FROM_NEWSROOM).map((s) => s.href));
    expect(latest.slice(LATEST_FROM_NEWSROOM)).toEqual(home.latest.map((s) => s.href));
  });

  it("does not list again a newsroom story an editor placed higher on Home (slider, grid, top stories)", () => {
    const own: CmsStory[] = Array.from({ length: 4 }, (_, i) => ({ ...seeded[0]!, slug: `story-${i}`, href: `/news/story-${i}`, title: `Story ${i}` }));
    const placements = {
      ...seededPlacements,
      hero: ['story-0', ...seededPlacements.hero],
      news: ['story-1', ...seededPlacements.news],
      top: ['story-2', ...seededPlacements.top],
    };
    const page = homeStories([...own, ...seeded], placements);
    expect(page.hero[0]?.href).toBe('/news/story-0');
    expect(page.grid[0]?.href).toBe('/news/story-1');
    expect(page.featured?.href).toBe('/news/story-2');
    expect(page.latest.map((s) => s.href).filter((h) => h.startsWith('/news/story-'))).toEqual(['/news/story-3']);
    const hrefs = [...page.grid, ...(page.featured ? [page.featured] : []), ...page.latest, ...page.around].map((s) => s.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });
});

describe('notShown', () => {
  it('keeps the order of the items whose address is not yet on the page', () => {
    const items = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(notShown(items, (i) => `/news/${i.id}`, new Set(['/news/2']))).toEqual([{ id: 1 }, { id: 3 }]);
  });
});

describe('homeStories when the placed stories are all off the site', () => {
  const emptied = { ...seededPlacements, hero: [], news: ['no-such-story'], community: [], top: [] };
  const page = homeStories(seeded, emptied);

  it('shows the newest stories in the slider, the newest news in the grid and the newest community stories in the spotlight', () => {
    expect(page.hero.map((s) => s.href)).toEqual(seeded.slice(0, HERO_FALLBACK_SIZE).map((s) => s.href));
    const inHero = new Set(page.hero.map((s) => s.href));
    const newest = (section: string) => seeded.filter((s) => s.section === section && !inHero.has(s.href));
    expect(page.grid.map((s) => s.href)).toEqual(newest('News').slice(0, HOME_GRID_SIZE).map((s) => s.href));
    expect(page.spotlight.map((s) => s.href)).toEqual(newest('Community').slice(0, SPOTLIGHT_SIZE).map((s) => s.href));
    expect(page.spotlight.length).toBeGreaterThan(0);
    expect(page.featured).toBeNull();
  });

  it('leaves every list empty when nothing is published', () => {
    const none = homeStories([], emptied);
    expect([none.hero, none.grid, none.spotlight, none.latest, none.around]).toEqual([[], [], [], [], []]);
  });
});
