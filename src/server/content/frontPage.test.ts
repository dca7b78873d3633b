import { describe, expect, it } from 'vitest';
import type { CmsStory } from './cmsStoryModel';
import { newsroomStories, placed, placedTabs, placementsFromGlobal, seededPlacements } from './frontPage';
import { legacyStorySlug } from './legacyStories';

const story = (slug: string) => ({ slug, href: `/news/${slug}` }) as CmsStory;

describe('seededPlacements', () => {
  it("names today's stories by their seeded slugs", () => {
    expect(seededPlacements.hero).toEqual(['/news/lifestyle/1', '/news/1', '/community/10'].map(legacyStorySlug));
    expect(seededPlacements.news).toHaveLength(9);
    expect(seededPlacements.community).toHaveLength(3);
    expect(seededPlacements.top).toEqual([1, 2, 3, 4, 5].map((n) => legacyStorySlug(`/news/top/${n}`)));
    expect(seededPlacements.tabs.sports).toEqual([1, 2, 3].map((n) => legacyStorySlug(`/news/sports/${n}`)));
  });
});

describe('placed', () => {
  it('gives the published stories in the placement order, leaving out the others', () => {
    const stories = [story('b'), story('a'), story('c')];
    expect(placed(['a', 'gone', 'c'], stories).map((s) => s.slug)).toEqual(['a', 'c']);
    expect(placedTabs({ ...seededPlacements, tabs: { ...seededPlacements.tabs, politics: ['c', 'b'] } }, stories).politics.map((s) => s.slug)).toEqual(['c', 'b']);
  });
});

describe('newsroomStories', () => {
  it('leaves out the seeded sample stories', () => {
    const seeded = legacyStorySlug('/news/1') ?? '';
    expect(newsroomStories([story('fresh'), story(seeded)]).map((s) => s.slug)).toEqual(['fresh']);
  });
});

describe('placementsFromGlobal', () => {
  it("reads the editors' choices in their order, as slugs; ids not populated and deleted stories are left out", () => {
    const ref = (slug: string) => ({ id: 1, slug });
    const placements = placementsFromGlobal({
      updatedAt: '2026-11-23T12:00:00.000Z',
      hero: [ref('b'), 7, null, ref('a')],
      news: [ref('n')],
      community: null,
      top: [ref('t')],
      tabs: { sports: [ref('s1'), ref('s2')] },
      topics: ['Sports', 'Not a category', 'Politics'],
    });
    expect(placements).toEqual({ hero: ['b', 'a'], news: ['n'], community: [], top: ['t'], tabs: { politics: [], business: [], sports: ['s1', 's2'], lifestyle: [] }, topics: ['Sports', 'Politics'] });
  });

  it('gives the sample placements for a global no one has saved yet (a database older than it)', () => {
    expect(placementsFromGlobal({})).toBe(seededPlacements);
    expect(placementsFromGlobal(null)).toBe(seededPlacements);
  });

  it('keeps an emptied list empty once saved: an editor may clear a block', () => {
    expect(placementsFromGlobal({ updatedAt: '2026-11-23T12:00:00.000Z', community: [] }).community).toEqual([]);
  });
});
