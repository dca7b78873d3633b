import { describe, expect, it } from 'vitest';
import { heroStories } from '@/content/heroStories';
import { HOME_GRID_SIZE, LATEST_FROM_NEWSROOM, homeStories, notShown } from './homeStories';

describe('homeStories', () => {
  const home = homeStories();

  it('fills the grid with six news articles and the spotlight with three community stories', () => {
    expect(home.grid).toHaveLength(HOME_GRID_SIZE);
    // News 1 leads the slider, so the grid does not repeat it.
    expect(home.grid.map((a) => a.id)).toEqual([2, 3, 4, 5, 6, 7]);
    // Community story 10 is in the slider too; with only three community stories it comes last.
    expect(home.spotlight.map((s) => s.id)).toEqual([11, 12, 10]);
    expect(home.hero).toHaveLength(3);
  });

  it('Latest News shows the news not in the grid, newest first, linking to /news/{id}', () => {
    expect(home.latest.length).toBeGreaterThan(0);
    const gridHrefs = new Set(home.grid.map((a) => `/news/${a.id}`));
    for (const story of home.latest) {
      expect(story.href).toMatch(/^\/news\/(8|9|\d\d)$/);
      expect(gridHrefs.has(story.href)).toBe(false);
    }
    const dates = home.latest.map((s) => s.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('the featured block and Around Dallas use the top stories, each once, linking to /news/top/{n}', () => {
    expect(home.featured?.href).toBe('/news/top/1');
    expect(home.around.map((s) => s.href)).toEqual(['/news/top/2', '/news/top/3', '/news/top/4', '/news/top/5']);
  });

  it('no story appears twice on the page, the slider included', () => {
    expect(home.hero.map((s) => s.href)).toEqual(heroStories.map((s) => s.href));
    const hrefs = [
      ...home.hero.map((s) => s.href).filter((href) => !href.startsWith('/community/')),
      ...home.grid.map((a) => `/news/${a.id}`),
      ...home.spotlight.map((s) => `/community/${s.id}`),
      ...(home.featured ? [home.featured.href] : []),
      ...home.latest.map((s) => s.href),
      ...home.around.map((s) => s.href),
    ];
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });
});

describe('notShown', () => {
  it('keeps the order of the items whose address is not yet on the page', () => {
    const items = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(notShown(items, (i) => `/news/${i.id}`, new Set(['/news/2']))).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('takes a slider story out of whichever list holds it', () => {
    const hero = heroStories.map((s, i) => (i === 0 ? { ...s, href: '/news/top/2' } : s));
    expect(homeStories(hero).around.map((s) => s.href)).not.toContain('/news/top/2');
  });

  it("Latest News leads with the newsroom's newest stories, then the sample news", () => {
    const fresh = Array.from({ length: LATEST_FROM_NEWSROOM + 2 }, (_, i) => ({
      href: `/news/story-${i}`,
      title: `Story ${i}`,
      summary: 'A story the newsroom published.',
      category: 'Politics',
      image: '/images/fallback.svg',
      imageAlt: '',
      date: '2026-11-23',
      author: 'Dallas Local',
    }));
    const latest = homeStories(heroStories, fresh).latest.map((s) => s.href);
    expect(latest.slice(0, LATEST_FROM_NEWSROOM)).toEqual(fresh.slice(0, LATEST_FROM_NEWSROOM).map((s) => s.href));
    expect(latest.slice(LATEST_FROM_NEWSROOM)).toEqual(homeStories().latest.map((s) => s.href));
  });
});
