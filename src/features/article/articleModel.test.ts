// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { latestStories, storiesInCategory, storyByHref } from '@/content/stories';
import { articleCrumbs, storiesAfter, storyCount } from './articleModel';

describe('articleCrumbs', () => {
  it('leads from Home through the section and the category to the story', () => {
    expect(articleCrumbs(storyByHref('/news/9')!).map((c) => c.href)).toEqual(['/', '/news', '/news/category/real-estate', '/news/9']);
    expect(articleCrumbs(storyByHref('/community/10')!).map((c) => c.name).slice(0, 3)).toEqual(['Home', 'Community', 'Environment']);
  });
});

describe('storiesAfter', () => {
  it('offers more from the category when it has other stories', () => {
    const story = storyByHref('/news/3')!;
    const after = storiesAfter(story, storiesInCategory(story.category), latestStories());
    expect(after.heading).toBe('More from Sports');
    expect(after.stories).toHaveLength(3);
    expect(after.stories.every((s) => s.category === 'Sports' && s.href !== '/news/3')).toBe(true);
  });
  it('falls back to the latest stories for a single-story category', () => {
    const story = storyByHref('/news/7')!;
    const after = storiesAfter(story, storiesInCategory(story.category), latestStories());
    expect(after.heading).toBe('Latest stories');
    expect(after.stories).toHaveLength(3);
    expect(after.stories.map((s) => s.href)).not.toContain('/news/7');
  });
});

describe('storyCount', () => {
  it('counts in words a reader expects', () => {
    expect(storyCount(1)).toBe('1 story');
    expect(storyCount(4)).toBe('4 stories');
  });
});
