import { describe, expect, it } from 'vitest';
import { MAX_DIGEST_STORIES, groupForReader, mailImage, readerTopics, topicsKey, type DigestStory } from './digest';

const story = (title: string, category: DigestStory['category'], publishedAt: string): DigestStory => ({
  title,
  summary: `${title} summary`,
  category,
  href: `https://example.com/news/${title}`,
  imageUrl: null,
  imageAlt: '',
  publishedAt,
});

const stories = [
  story('council', 'Politics', '2026-11-23T10:00:00Z'),
  story('mavs', 'Sports', '2026-11-23T09:00:00Z'),
  story('budget', 'Politics', '2026-11-23T11:00:00Z'),
  story('tacos', 'Food', '2026-11-23T08:00:00Z'),
];

describe('digest grouping', () => {
  it('groups by the reader topics in category order, newest first inside a group', () => {
    expect(groupForReader(stories, ['Sports', 'Politics']).map((g) => [g.topic, g.stories.map((s) => s.title)])).toEqual([
      ['Politics', ['budget', 'council']],
      ['Sports', ['mavs']],
    ]);
  });

  it('gives every topic to a reader who chose none, and leaves out empty topics', () => {
    expect(groupForReader(stories, []).map((g) => g.topic)).toEqual(['Politics', 'Business', 'Sports', 'Food'].filter((t) => t !== 'Business'));
    expect(groupForReader(stories, ['Health'])).toEqual([]);
    expect(groupForReader([], [])).toEqual([]);
  });

  it('caps an edition to the newest stories of the reader\'s own topics, however busy the other topics were', () => {
    // A busy week: 200 Politics stories, and three Food stories older than all of them.
    const week = [
      ...Array.from({ length: 200 }, (_, i) => story(`politics-${i}`, 'Politics', `2026-11-2${1 + Math.floor(i / 100)}T${String(10 + (i % 10)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00Z`)),
      story('tacos', 'Food', '2026-11-15T08:00:00Z'),
      story('brisket', 'Food', '2026-11-16T08:00:00Z'),
      story('kolaches', 'Food', '2026-11-17T08:00:00Z'),
    ];
    expect(groupForReader(week, ['Food']).map((g) => [g.topic, g.stories.map((s) => s.title)])).toEqual([['Food', ['kolaches', 'brisket', 'tacos']]]);
    const everything = groupForReader(week, []);
    expect(everything.flatMap((g) => g.stories)).toHaveLength(MAX_DIGEST_STORIES);
    expect(everything.map((g) => g.topic)).toEqual(['Politics']); // the 60 newest are all Politics
    expect(groupForReader(week, ['Politics', 'Food'], 202).flatMap((g) => g.stories).map((s) => s.title).slice(-2)).toEqual(['kolaches', 'brisket']);
  });

  it('ignores unknown topic names and keys readers by their topics', () => {
    expect(readerTopics(['Nope'])).toHaveLength(12);
    expect(topicsKey(['Sports', 'Politics'])).toBe(topicsKey(['Politics', 'Sports', 'Nope']));
  });

  it('keeps raster images only, made absolute', () => {
    const absolute = (p: string) => `https://example.com${p}`;
    expect(mailImage('/media/a.png', absolute)).toBe('https://example.com/media/a.png');
    expect(mailImage('/images/politics.svg', absolute)).toBeNull();
    expect(mailImage(null, absolute)).toBeNull();
  });
});
