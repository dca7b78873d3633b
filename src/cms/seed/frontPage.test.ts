import { describe, expect, it } from 'vitest';
import { seededPlacements } from '@/server/content/frontPage';
import { frontPageData } from './frontPage';

describe('frontPageData', () => {
  it("turns the sample placements' slugs into story ids, in order, leaving out stories not seeded", () => {
    const ids = new Map([...new Set([...seededPlacements.hero, ...seededPlacements.tabs.sports])].map((slug, i) => [slug, i + 1]));
    const [first, second, third] = seededPlacements.hero;
    ids.delete(second!);
    const data = frontPageData(seededPlacements, ids);
    expect(data.hero).toEqual([ids.get(first!), ids.get(third!)]);
    expect(data.tabs.sports).toEqual(seededPlacements.tabs.sports.map((slug) => ids.get(slug)));
    expect(data.news).toEqual([]);
  });
});
