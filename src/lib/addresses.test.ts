// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  categoryFeedPath,
  categoryPath,
  eventIcsPath,
  groupPath,
  initiativePath,
  legacyStoryPath,
  storyPath,
} from './addresses';

describe('addresses', () => {
  it('builds the canonical address of a story from its slug', () => {
    expect(storyPath('fair-park-reopens')).toBe('/news/fair-park-reopens');
  });
  it('builds category pages and feeds from the category slug', () => {
    expect(categoryPath('Real Estate')).toBe('/news/category/real-estate');
    expect(categoryFeedPath('Politics')).toBe('/news/category/politics/feed.xml');
  });
  it('builds the community and event addresses', () => {
    expect(groupPath(3)).toBe('/community/groups/3');
    expect(initiativePath(2)).toBe('/community/initiatives/2');
    expect(eventIcsPath(7)).toBe('/events/7/ics');
  });
  it("builds the sample stories' legacy addresses of SPEC.md", () => {
    expect(legacyStoryPath.home(3)).toBe('/news/3');
    expect(legacyStoryPath.tab('sports', 2)).toBe('/news/sports/2');
    expect(legacyStoryPath.top(5)).toBe('/news/top/5');
    expect(legacyStoryPath.community(11)).toBe('/community/11');
  });
});
