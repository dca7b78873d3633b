// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { events } from '@/content/events';
import { allStories, storyByHref } from '@/content/stories';
import { team } from '@/content/team';
import {
  breadcrumbJsonLd,
  eventJsonLd,
  missingProperties,
  newsArticleJsonLd,
  organizationJsonLd,
  serializeJsonLd,
} from './jsonLd';

const memberOf = (name: string) => team.find((m) => m.name === name);

describe('missingProperties', () => {
  it('names the required properties an object lacks, nested ones too', () => {
    expect(missingProperties({ '@type': 'NewsArticle', headline: 'x', image: [] })).toEqual([
      'NewsArticle.image',
      'NewsArticle.datePublished',
      'NewsArticle.author',
      'NewsArticle.publisher',
    ]);
    expect(missingProperties({ '@type': 'Event', name: 'x', startDate: 'y', eventStatus: 'z', location: { '@type': 'Place' } })).toEqual([
      'Event.location.address',
    ]);
  });
});

describe('organizationJsonLd', () => {
  it('is a complete NewsMediaOrganization with absolute URLs', () => {
    const org = organizationJsonLd();
    expect(org['@context']).toBe('https://schema.org');
    expect(org['@type']).toBe('NewsMediaOrganization');
    expect(missingProperties(org)).toEqual([]);
    expect(String(org.url)).toMatch(/^https?:\/\//);
    expect(String(org.logo)).toMatch(/^https?:\/\/.+\/icon\.svg$/);
  });
});

describe('newsArticleJsonLd', () => {
  it('is a complete NewsArticle for every story of the site', () => {
    for (const story of allStories) {
      const article = newsArticleJsonLd(story, memberOf(story.author));
      expect(missingProperties(article), story.href).toEqual([]);
    }
  });

  it('carries headline, dates with Dallas offset, author, image and publisher', () => {
    const story = storyByHref('/news/1')!;
    const article = newsArticleJsonLd(story, memberOf(story.author));
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      headline: story.title,
      datePublished: '2025-05-14T00:00:00-05:00',
      author: [{ '@type': 'Person', name: 'Marcus Whitfield', jobTitle: 'Senior Reporter' }],
      publisher: { '@type': 'NewsMediaOrganization', name: 'Dallas Local' },
      articleSection: 'Politics',
    });
    expect((article.image as string[])[0]).toMatch(/^https?:\/\/.+\/images\/stories\/.+\.svg$/);
    expect(String((article.mainEntityOfPage as { '@id': string })['@id'])).toMatch(/\/news\/1$/);
  });

  it('headlines stay within the 110 characters search engines show', () => {
    for (const story of allStories) expect(story.title.length).toBeLessThanOrEqual(110);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 with absolute item URLs', () => {
    const list = breadcrumbJsonLd([
      { name: 'Home', href: '/' },
      { name: 'News', href: '/news' },
      { name: 'Politics', href: '/news/category/politics' },
    ]);
    expect(missingProperties(list)).toEqual([]);
    const items = list.itemListElement as { position: number; item: string }[];
    expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(items[2]?.item).toMatch(/^https?:\/\/[^/]+\/news\/category\/politics$/);
  });
});

describe('eventJsonLd', () => {
  it('is a complete Event for every sample event', () => {
    for (const event of events) expect(missingProperties(eventJsonLd(event)), event.title).toEqual([]);
  });

  it('has a Place location, start and end with Dallas offset, and a scheduled status', () => {
    const event = events[0]!;
    const ld = eventJsonLd(event);
    expect(ld.startDate).toBe(`${event.date}T${event.start}:00-05:00`);
    expect(ld.endDate).toBe(`${event.date}T${event.end}:00-05:00`);
    expect(ld.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(ld.location).toMatchObject({
      '@type': 'Place',
      name: 'Bishop Arts District',
      address: { '@type': 'PostalAddress', streetAddress: 'N Bishop Ave & W Davis St', addressLocality: 'Dallas' },
    });
  });
});

describe('serializeJsonLd', () => {
  it('escapes < so text cannot close the script element', () => {
    const out = serializeJsonLd({ '@type': 'Thing', name: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('<');
    expect(JSON.parse(out)).toEqual({ '@type': 'Thing', name: '</script><script>alert(1)</script>' });
  });
});
