import { describe, expect, it } from 'vitest';
import { team } from '@/content/team';
import { atAGlance, careersEmail, careersHref, ourMission, ourValues } from './aboutContent';

describe('About Us content', () => {
  it('has five mission items and the five values in order, each with a sentence', () => {
    expect(ourMission).toHaveLength(5);
    expect(ourValues.map((v) => v.name)).toEqual(['Accuracy', 'Independence', 'Inclusivity', 'Impact', 'Innovation']);
    for (const value of ourValues) expect(value.text).toMatch(/^[A-Z].+\.$/);
  });

  it('states the figures of the At a Glance card', () => {
    const values = atAGlance.map((f) => f.value).join(' | ');
    expect(values).toContain('2022');
    expect(values).toContain('Dallas and surrounding communities');
    expect(values).toContain('15 full-time');
    expect(values).toContain('Over 50,000');
    expect(values).toMatch(/2024 .*Award/);
  });

  it('writes career letters to the careers address of the site domain', () => {
    expect(careersEmail).toBe('careers@dallaslocal.news');
    expect(careersHref).toBe('mailto:careers@dallaslocal.news?subject=Career%20opportunities%20at%20Dallas%20Local');
  });

  it('has six team members with the six titles of the spec', () => {
    expect(team.map((m) => m.title)).toEqual([
      'Editor in Chief',
      'Senior Reporter',
      'Business Editor',
      'Community Outreach Director',
      'Digital Media Producer',
      'Sports Reporter',
    ]);
  });
});
