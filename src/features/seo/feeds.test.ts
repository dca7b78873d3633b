// @vitest-environment node
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { allStories, categoriesWithStories, latestStories, storiesInCategory } from '@/content/stories';
import { cmsStoryFromDoc } from '@/server/content/cmsStoryModel';
import { categoryFeedPath } from '@/lib/addresses';
import { categoryFeedXml, correctionsFeedXml, siteFeedXml } from './feeds';
import { PAGE_CACHE_CONTROL } from '@/config/caching';
import { escapeXml, imageType, rssResponse } from './rss';

type Item = { title: string; link: string; guid: { '#text': string; '@_isPermaLink': string }; pubDate: string; description: string };
type Channel = { title: string; link: string; description: string; item: Item | Item[] };

const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false });

function parseFeed(xml: string): { version: string; channel: Channel; items: Item[] } {
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = parser.parse(xml) as { rss: { '@_version': string; channel: Channel } };
  const { channel } = doc.rss;
  const items = Array.isArray(channel.item) ? channel.item : [channel.item];
  return { version: doc.rss['@_version'], channel, items };
}

/** RFC 822 as RSS 2.0 uses it: `Wed, 14 May 2025 00:00:00 -0500`. */
const RFC822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} [+-]\d{4}$/;

function expectValidRss(xml: string, expectedItems: number) {
  const { version, channel, items } = parseFeed(xml);
  expect(version).toBe('2.0');
  expect(channel.title).not.toBe('');
  expect(channel.link).toMatch(/^https?:\/\//);
  expect(channel.description.length).toBeGreaterThan(10);
  expect(items).toHaveLength(expectedItems);
  for (const item of items) {
    expect(item.title.length).toBeGreaterThan(5);
    expect(item.link).toMatch(/^https?:\/\/[^/]+\/(news|community)\//);
    expect(item.guid['#text']).toBe(item.link);
    expect(item.guid['@_isPermaLink']).toBe('true');
    expect(item.pubDate).toMatch(RFC822);
    expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
    expect(item.description.length).toBeGreaterThan(20);
  }
  const dates = items.map((i) => Date.parse(i.pubDate));
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
  return { channel, items };
}

describe('site feed', () => {
  it('is RSS 2.0 with every story of the site, newest first', () => {
    const { items } = expectValidRss(siteFeedXml(latestStories()), allStories.length);
    expect(new Set(items.map((i) => i.link)).size).toBe(allStories.length);
  });

  it('keeps special characters intact', () => {
    const { items } = parseFeed(siteFeedXml(latestStories()));
    const titles = items.map((i) => i.title);
    expect(titles).toContain('Jefferson Boulevard’s Taquerias Draw Diners From Across the Metroplex');
  });
});

describe('feeds with newsroom stories', () => {
  it("lead with the newsroom's newest stories and escape markup in their titles", () => {
    const story = cmsStoryFromDoc({
      id: 1,
      slug: 'council-vote',
      title: '<script>alert(1)</script> & the council vote',
      summary: 'The council votes on the budget <b>tonight</b>.',
      category: 'Politics',
      publishedAt: '2026-11-23T15:00:00.000Z',
      updatedAt: '2026-11-23T15:00:00.000Z',
    });
    const xml = siteFeedXml([story, ...latestStories()]);
    expect(xml).not.toContain('<script>');
    const { items } = expectValidRss(xml, allStories.length + 1);
    expect(items[0]?.title).toBe(story.title);
    expect(items[0]?.link).toMatch(/\/news\/council-vote$/);
  });

  it('date a newsroom story by the moment it was published, and type its photo by its format', () => {
    const story = {
      ...cmsStoryFromDoc({
        id: 2,
        slug: 'budget-passes',
        title: 'The council passes the budget',
        summary: 'The vote was 11 to 4 after a long night of debate.',
        category: 'Politics',
        publishedAt: '2026-11-24T21:05:00.000Z',
        updatedAt: '2026-11-24T21:05:00.000Z',
      }),
      image: '/api/media/file/council-960.webp',
      imageBytes: 84213,
    };
    const xml = siteFeedXml([story, ...latestStories()]);
    const { items } = expectValidRss(xml, allStories.length + 1);
    expect(items[0]?.pubDate).toBe('Tue, 24 Nov 2026 15:05:00 -0600');
    expect(new Date(items[0]!.pubDate).toISOString()).toBe('2026-11-24T21:05:00.000Z');
    expect(xml).toContain('<lastBuildDate>Tue, 24 Nov 2026 15:05:00 -0600</lastBuildDate>');
    // The photo copy's size in bytes, as the media library recorded it.
    expect(xml).toMatch(/<enclosure url="[^"]+council-960\.webp" length="84213" type="image\/webp"\/>/);
    // A sample story's illustration is an SVG, of no recorded size: 0, as RSS practice asks when the size is
    // unknown; a sample story has only a day.
    expect(xml).toMatch(/<enclosure url="[^"]+\.svg" length="0" type="image\/svg\+xml"\/>/);
    expect(items[1]?.pubDate).toMatch(/ 00:00:00 -0[56]00$/);
  });
});

describe('imageType', () => {
  it('names the format by the extension, and nothing for an unknown one', () => {
    expect(imageType('/images/a.svg')).toBe('image/svg+xml');
    expect(imageType('/api/media/file/b-480.AVIF?v=2')).toBe('image/avif');
    expect(imageType('/api/media/file/c.jpeg')).toBe('image/jpeg');
    expect(imageType('/api/media/file/d')).toBeNull();
  });
});

describe('category feeds', () => {
  it('exist for every category with stories and hold only that category', () => {
    for (const category of categoriesWithStories()) {
      const { channel } = expectValidRss(categoryFeedXml(category, storiesInCategory(category)), storiesInCategory(category).length);
      expect(channel.title).toBe(`${category} - Dallas Local`);
      expect(channel.link).toMatch(new RegExp(`/news/category/${category.toLowerCase().replace(' ', '-')}$`));
    }
  });

  it('live at /news/category/{slug}/feed.xml', () => {
    expect(categoryFeedPath('Real Estate')).toBe('/news/category/real-estate/feed.xml');
  });
});

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a & b < c > "d" 'e'`)).toBe('a &amp; b &lt; c &gt; &quot;d&quot; &apos;e&apos;');
  });

  it('leaves out the control characters XML does not allow, keeping tabs and line ends', () => {
    expect(escapeXml('Feed breaker \u000b\u0001 form feed \f here\u0000')).toBe('Feed breaker  form feed  here');
    expect(escapeXml('one\ttwo\nthree\r\nfour')).toBe('one\ttwo\nthree\r\nfour');
    expect(escapeXml('café – “quoted” 🚲')).toBe('café – “quoted” 🚲');
  });
});

describe('corrections feed', () => {
  const listed = [
    { kind: 'correction' as const, date: '2026-11-24', text: 'The council has 15 members, not <14>.', storyTitle: 'Bond & vote', storyHref: '/news/bond-vote' },
    { kind: 'clarification' as const, date: '2026-11-20', text: 'The park opens at 9 a.m.', storyTitle: 'Park opens', storyHref: '/news/park-opens' },
  ];

  it('is RSS 2.0 with each correction, newest first, linked to its story, escaped', () => {
    const { channel, items } = parseFeed(correctionsFeedXml(listed));
    expect(channel.link).toMatch(/\/corrections$/);
    expect(items.map((i) => i.title)).toEqual(['Correction: Bond & vote', 'Clarification: Park opens']);
    expect(items[0]?.link).toMatch(/\/news\/bond-vote$/);
    expect(items[0]?.description).toBe('The council has 15 members, not <14>.');
    expect(items[0]?.pubDate).toMatch(RFC822);
    expect(items[0]?.guid['@_isPermaLink']).toBe('false');
    expect(new Set(items.map((i) => i.guid['#text'])).size).toBe(2);
  });

  it('keeps a guid for the same correction and gives an edited one a new guid', () => {
    const guid = (xml: string) => parseFeed(xml).items[0]?.guid['#text'];
    const first = listed[0]!;
    expect(guid(correctionsFeedXml([first]))).toBe(guid(correctionsFeedXml([first])));
    expect(guid(correctionsFeedXml([{ ...first, text: 'Edited.' }]))).not.toBe(guid(correctionsFeedXml([first])));
  });

  it('is a valid empty channel without corrections', () => {
    const xml = correctionsFeedXml([]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toContain('<item>');
  });
});

describe('rssResponse', () => {
  it('is RSS that caches keep as long as a page, not an hour', () => {
    const response = rssResponse('<rss/>');
    expect(response.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe(PAGE_CACHE_CONTROL);
    expect(PAGE_CACHE_CONTROL).toBe('s-maxage=300, stale-while-revalidate=3300');
  });
});
