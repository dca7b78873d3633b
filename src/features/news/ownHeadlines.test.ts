// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allStories } from '@/content/stories';
import { OWN_HEADLINES_COUNT, ownHeadlines } from './ownHeadlines';

describe('ownHeadlines', () => {
  it('gives the newest stories of the whole site, newest first, each once', () => {
    const shown = ownHeadlines();
    expect(shown).toHaveLength(OWN_HEADLINES_COUNT);
    expect(new Set(shown.map((s) => s.href)).size).toBe(OWN_HEADLINES_COUNT);
    const dates = shown.map((s) => s.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const oldestShown = dates.at(-1) ?? '';
    const newerLeftOut = allStories.filter((s) => s.date > oldestShown && !shown.includes(s));
    expect(newerLeftOut).toEqual([]);
  });
});
