// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CmsStory } from './cmsStoryModel';
import { newsroomStories, placed, placedTabs, seededPlacements } from './frontPage';
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
