// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { events } from '@/content/events';
import { allStories, storyByHref } from '@/content/stories';
import { team } from '@/content/team';
import { slugify } from '@/cms/slug';
import type { StoryCredit } from '@/features/authors/authorModel';
import { absoluteUrl } from './pageMetadata';
import {
  modifiedDateTime,
  breadcrumbJsonLd,
  eventJsonLd,
  missingProperties,
  newsArticleJsonLd,
  organizationJsonLd,
  personJsonLd,
  serializeJsonLd,
} from './jsonLd';

/** A sample story's author as the byline credits them: the team member's page and title. */
const memberOf = (name: string): StoryCredit[] =>
  team.filter((m) => m.name === name).map((m) => ({ name: m.name, href: `/authors/${slugify(m.name)}`, role: m.title }));

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
  it('carries corrections and clarifications as CorrectionComment, and dates dateModified by the newest', () => {
    const story = storyByHref('/news/1')!;
    const corrections = [
      { kind: 'clarification' as const, date: '2026-11-24', text: 'The vote was the second of two.' },
      { kind: 'correction' as const, date: '2026-11-23', text: 'The council has 15 members, not 14.' },
    ];
    const article = newsArticleJsonLd(story, memberOf(story.author), '2026-11-01', corrections);
    expect(article.dateModified).toBe('2026-11-24T00:00:00-06:00');
    // A newsroom story is dated by the moment it was published, a sample story by its day.
    expect(newsArticleJsonLd({ ...story, publishedAt: '2026-11-02T18:45:00.000Z' }, memberOf(story.author)).datePublished).toBe('2026-11-02T12:45:00-06:00');
    expect(article.datePublished).toBe(`${story.date}T00:00:00-05:00`);
    expect(article.correction).toEqual([
      { '@type': 'CorrectionComment', name: 'Clarification', text: 'The vote was the second of two.', datePublished: '2026-11-24T00:00:00-06:00' },
      { '@type': 'CorrectionComment', name: 'Correction', text: 'The council has 15 members, not 14.', datePublished: '2026-11-23T00:00:00-06:00' },
    ]);
    expect(newsArticleJsonLd(story, memberOf(story.author), '2026-11-30', corrections).dateModified).toBe('2026-11-30T00:00:00-06:00');
    const plain = newsArticleJsonLd(story, memberOf(story.author));
    expect(plain).not.toHaveProperty('correction');
    expect(plain.dateModified).toBe(plain.datePublished);
  });

  it("dates dateModified by the edit's moment, never before the publication", () => {
    const published = '2026-11-26T12:00:00-06:00';
    // Edited the same afternoon (21:30 UTC is 15:30 in Dallas): that moment, not the day's start (00:00,
    // before the publication).
    expect(modifiedDateTime(published, '2026-11-26', '2026-11-26T21:30:00.000Z')).toBe('2026-11-26T15:30:00-06:00');
    // A later correction's day: its start.
    expect(modifiedDateTime(published, '2026-11-28', '2026-11-26T21:30:00.000Z')).toBe('2026-11-28T00:00:00-06:00');
    // Only a day, the publication's: the publication.
    expect(modifiedDateTime(published, '2026-11-26', undefined)).toBe(published);
    expect(modifiedDateTime(published, undefined, '2026-11-26T21:30:00.000Z')).toBe(published);
    expect(modifiedDateTime(published, '2026-11-26', 'not a date')).toBe(published);
  });

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
      author: [{ '@type': 'Person', name: 'Marcus Whitfield', jobTitle: 'Senior Reporter', url: expect.stringMatching(/\/authors\/marcus-whitfield$/) }],
      publisher: { '@type': 'NewsMediaOrganization', name: 'Dallas Local' },
      articleSection: 'Politics',
    });
    expect((article.image as string[])[0]).toMatch(/^https?:\/\/.+\/images\/stories\/.+\.svg$/);
    expect(String((article.mainEntityOfPage as { '@id': string })['@id'])).toMatch(/\/news\/1$/);
  });

  it('names every co-author as a Person with their page, and the byline alone when nobody is credited', () => {
    const story = storyByHref('/news/1')!;
    const credits: StoryCredit[] = [
      { name: 'Ana Ruiz', href: '/authors/ana-ruiz', role: 'Senior Reporter' },
      { name: 'Guest Writer', href: '/authors/guest-writer', role: 'Contributor' },
    ];
    const article = newsArticleJsonLd(story, credits);
    expect(article.author).toEqual([
      { '@type': 'Person', name: 'Ana Ruiz', url: absoluteUrl('/authors/ana-ruiz'), jobTitle: 'Senior Reporter' },
      { '@type': 'Person', name: 'Guest Writer', url: absoluteUrl('/authors/guest-writer'), jobTitle: 'Contributor' },
    ]);
    expect(missingProperties(article)).toEqual([]);
    expect(newsArticleJsonLd({ ...story, author: 'Dallas Local' }, []).author).toEqual([
      { '@type': 'Person', name: 'Dallas Local', url: absoluteUrl('/about') },
    ]);
  });

  it('headlines stay within the 110 characters search engines show', () => {
    for (const story of allStories) expect(story.title.length).toBeLessThanOrEqual(110);
  });
});

describe('personJsonLd', () => {
  it("is an author page's complete Person, with the newsroom and the links", () => {
    const person = personJsonLd(
      { name: 'Ana Ruiz', href: '/authors/ana-ruiz', role: 'Senior Reporter', image: '/images/team/a.svg', bio: 'Covers schools.', sameAs: ['https://x.com/ana'] },
      { standalone: true },
    );
    expect(person).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Ana Ruiz',
      url: absoluteUrl('/authors/ana-ruiz'),
      jobTitle: 'Senior Reporter',
      image: absoluteUrl('/images/team/a.svg'),
      description: 'Covers schools.',
      sameAs: ['https://x.com/ana'],
      worksFor: expect.objectContaining({ '@type': 'NewsMediaOrganization', name: 'Dallas Local', url: absoluteUrl('/') }),
    });
    expect(missingProperties(person)).toEqual([]);
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
    // The newsroom lists the event; it does not claim to organize it. Its address is the organizer's page when known.
    expect(ld).not.toHaveProperty('organizer');
    expect(eventJsonLd({ ...event, link: 'https://example.org/market' }).url).toBe('https://example.org/market');
    expect(eventJsonLd({ ...event, link: undefined }).url).toMatch(/\/events$/);
    // A run of days ends on its last day; an evening past midnight on the next.
    expect(eventJsonLd({ ...event, date: '2026-09-25', endDate: '2026-10-18', start: '10:00', end: '22:00' }).endDate).toBe('2026-10-18T22:00:00-05:00');
    expect(eventJsonLd({ ...event, start: '21:00', end: '01:00' }).endDate).toBe('2025-05-11T01:00:00-05:00');
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
