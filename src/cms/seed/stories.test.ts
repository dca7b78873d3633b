// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allStories, storyByHref } from '@/content/stories';
import { plainParagraphs } from '@/server/content/cmsStoryModel';
import { team } from '@/content/team';
import { uniqueSampleStories } from '@/server/content/legacyStories';
import { seededAuthorNames, seededCoAuthors, seededPublishedAt, storyData } from './stories';

const story = (href: string) => {
  const s = storyByHref(href);
  if (!s) throw new Error(`no story at ${href}`);
  return s;
};

describe('seededPublishedAt', () => {
  it('is noon in Dallas on the story date', () => {
    const s = story('/news/1');
    expect(s.date).toBe('2025-05-14');
    // Dallas is UTC-5 in May.
    expect(seededPublishedAt({ ...s, date: '2025-05-14' }, [{ ...s, date: '2025-05-14' }])).toBe('2025-05-14T17:00:00.000Z');
  });
  it("keeps the samples' order within a day: each story listed before another is published a minute later", () => {
    const a = { ...story('/news/1'), date: '2025-01-10' };
    const b = { ...story('/news/2'), date: '2025-01-10' };
    expect(seededPublishedAt(a, [b, a])).toBe('2025-01-10T18:00:00.000Z');
    expect(seededPublishedAt(b, [b, a])).toBe('2025-01-10T17:59:00.000Z');
  });
  it('gives every sample story a distinct instant', () => {
    expect(new Set(allStories.map((s) => seededPublishedAt(s))).size).toBe(allStories.length);
  });
});

describe('storyData', () => {
  it('publishes the sample story under its slug, with its section, caption alt text and paragraphs', () => {
    const s = story('/community/11');
    const data = storyData(s, { heroImage: 4, authors: [2], publishedAt: '2025-05-01T17:00:00.000Z' });
    expect(data).toMatchObject({
      title: s.title,
      summary: s.summary,
      category: s.category,
      section: 'Community',
      heroImage: 4,
      heroImageAlt: s.imageAlt,
      authors: [2],
      _status: 'published',
    });
    expect(data.slug).toMatch(/^[a-z0-9-]+$/);
    expect(plainParagraphs(data.body)).toEqual(s.body);
  });

  it("leaves the alt text to the photo when they say the same, so the library's corrections reach the story", () => {
    const s = story('/community/11');
    const refs = { heroImage: 4, authors: [2], publishedAt: '2025-05-01T17:00:00.000Z' };
    expect(storyData(s, { ...refs, mediaAlt: ` ${s.imageAlt} ` }).heroImageAlt).toBeUndefined();
    expect(storyData(s, { ...refs, mediaAlt: 'Another story’s words for the same drawing' }).heroImageAlt).toBe(s.imageAlt);
  });
});

describe('seededAuthorNames', () => {
  it('credits one sample story to two members of the team, the others to their own author', () => {
    const coAuthored = uniqueSampleStories().filter((s) => seededAuthorNames(s).length > 1);
    expect(coAuthored.map((s) => seededAuthorNames(s))).toEqual([['Tyler Nguyen', 'Denise Okafor']]);
    for (const name of Object.values(seededCoAuthors).flat()) expect(team.map((m) => m.name)).toContain(name);
  });
});
