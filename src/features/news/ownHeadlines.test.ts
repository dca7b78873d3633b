// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { latestStories } from '@/content/stories';
import { OWN_HEADLINES_COUNT, ownHeadlines } from './ownHeadlines';

describe('ownHeadlines', () => {
  it('gives the newest stories of the site, in their order', () => {
    const latest = latestStories();
    expect(ownHeadlines(latest)).toEqual(latest.slice(0, OWN_HEADLINES_COUNT));
    expect(ownHeadlines(latest.slice(0, 2))).toHaveLength(2);
  });
});
