import { describe, expect, it } from 'vitest';
import { HOME_GRID_SIZE, homeStories } from './homeStories';

describe('homeStories', () => {
  const home = homeStories();

  it('fills the grid with six news articles and the spotlight with three community stories', () => {
    expect(home.grid).toHaveLength(HOME_GRID_SIZE);
    expect(home.grid.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(home.spotlight.map((s) => s.id)).toEqual([10, 11, 12]);
    expect(home.hero).toHaveLength(3);
  });

  it('Latest News shows the news not in the grid, newest first, linking to /news/{id}', () => {
    expect(home.latest.length).toBeGreaterThan(0);
    const gridHrefs = new Set(home.grid.map((a) => `/news/${a.id}`));
    for (const story of home.latest) {
      expect(story.href).toMatch(/^\/news\/[7-9]$/);
      expect(gridHrefs.has(story.href)).toBe(false);
    }
    const dates = home.latest.map((s) => s.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('the featured block and Around Dallas use the top stories, each once, linking to /news/top/{n}', () => {
    expect(home.featured?.href).toBe('/news/top/1');
    expect(home.around.map((s) => s.href)).toEqual(['/news/top/2', '/news/top/3', '/news/top/4', '/news/top/5']);
  });

  it('no story appears twice below the hero', () => {
    const hrefs = [
      ...home.grid.map((a) => `/news/${a.id}`),
      ...home.spotlight.map((s) => `/community/${s.id}`),
      ...(home.featured ? [home.featured.href] : []),
      ...home.latest.map((s) => s.href),
      ...home.around.map((s) => s.href),
    ];
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });
});
