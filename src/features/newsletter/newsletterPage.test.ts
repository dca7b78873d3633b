import { describe, expect, it } from 'vitest';
import { storyCategories } from '@/content/schemas';
import { newsletterFacts } from './newsletterPage';

describe('newsletter page facts', () => {
  it('promises what the sender does: daily at 7, weekly on Saturdays, every topic, links good for 48 hours', () => {
    expect(newsletterFacts).toEqual({
      dailyAt: '7 a.m. Dallas time',
      weeklyOn: 'Saturdays at 7 a.m.',
      topics: expect.stringMatching(/^Politics, .+ and \w[\w ]*$/),
      confirmWithinHours: 48,
    });
    for (const topic of storyCategories) expect(newsletterFacts.topics).toContain(topic);
  });
});
