// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  FALLBACK_IMAGE,
  addressKey,
  bookFromDoc,
  cmsEventDoc,
  eventFromDoc,
  groupFromDoc,
  imageOf,
  initiativeFromDoc,
  mapDocs,
  renamedFrom,
  renamedSlugs,
  resourceFromDoc,
} from './referenceModel';

const media = {
  url: '/api/media/file/seed-events-x.png',
  width: 1600,
  height: 900,
  alt: 'Illustration of the skyline',
  sizes: {
    webp480: { url: '/api/media/file/seed-events-x-480.webp', width: 480, height: 270 },
    webp960: { url: '/api/media/file/seed-events-x-960.webp', width: 960, height: 540 },
  },
};

const eventDoc = {
  id: 41,
  slug: 'night-market',
  title: 'Night Market',
  description: 'Food stalls and music under the lights downtown.',
  // 7 pm and 9:30 pm in Dallas on November 19, 2025 (CST, UTC-6): already November 20 in UTC.
  startsAt: '2025-11-20T01:00:00.000Z',
  endsAt: '2025-11-20T03:30:00.000Z',
  location: 'Main Street Garden',
  category: 'Food',
  image: media,
};

describe('eventFromDoc', () => {
  it('shows an event at 7 pm Dallas time on its Dallas day, in winter and in summer', () => {
    const event = eventFromDoc(eventDoc);
    expect(event).toMatchObject({ id: 'night-market', date: '2025-11-19', start: '19:00', end: '21:30', time: '7:00 PM - 9:30 PM' });
    // CDT (UTC-5): 7 pm is midnight UTC of the next day.
    const summer = eventFromDoc({ ...eventDoc, startsAt: '2025-07-05T00:00:00.000Z', endsAt: '2025-07-05T02:00:00.000Z' });
    expect(summer).toMatchObject({ date: '2025-07-04', start: '19:00', time: '7:00 PM - 9:00 PM' });
  });

  it('uses a middle-sized WebP copy of the upload with its alt text, and carries its responsive copies', () => {
    expect(eventFromDoc(eventDoc)).toMatchObject({ image: '/api/media/file/seed-events-x-960.webp', imageAlt: 'Illustration of the skyline' });
    expect(eventFromDoc(eventDoc).picture).toEqual({
      srcSet: '/api/media/file/seed-events-x-480.webp 480w, /api/media/file/seed-events-x-960.webp 960w',
      sources: [],
    });
  });

  it('keeps a seeded number as the address key', () => {
    expect(eventFromDoc({ ...eventDoc, slug: '3' }).id).toBe('3');
  });

  it("carries the Dallas day it ends and the organizer's page", () => {
    expect(eventFromDoc(eventDoc)).toMatchObject({ endDate: '2025-11-19' });
    expect(eventFromDoc(eventDoc).link).toBeUndefined();
    expect(eventFromDoc({ ...eventDoc, link: null }).link).toBeUndefined();
    expect(eventFromDoc({ ...eventDoc, link: 'https://nightmarket.example/tickets' }).link).toBe('https://nightmarket.example/tickets');
  });
});

describe('imageOf and addressKey', () => {
  it('falls back to the decorative picture without an upload, or with an unpopulated one', () => {
    expect(imageOf(null)).toEqual({ image: FALLBACK_IMAGE, imageAlt: '' });
    expect(imageOf(7)).toEqual({ image: FALLBACK_IMAGE, imageAlt: '' });
  });

  it('uses the document id when there is no slug', () => {
    expect(addressKey({ id: 12, slug: null })).toBe('12');
    expect(addressKey({ id: 12, slug: ' ' })).toBe('12');
    expect(addressKey({ id: 12, slug: 'runners' })).toBe('runners');
  });
});

const details = [
  { text: 'The first paragraph of the page is long enough to be a paragraph of its own.' },
  { text: 'The second paragraph of the page is long enough to be a paragraph of its own too.' },
];

describe('community documents', () => {
  it('maps a group, its paragraphs and tags in lower case', () => {
    const group = groupFromDoc({
      id: 5,
      slug: '1',
      name: 'Dallas Urban Gardeners',
      description: 'Neighbors growing food together in community gardens.',
      members: 1250,
      neighborhood: 'Oak Cliff',
      website: 'https://www.dallasurbangardeners.org',
      details,
      tags: ['Food', 'community'],
      image: media,
    });
    expect(group).toMatchObject({ id: '1', members: 1250, neighborhood: 'Oak Cliff', tags: ['food', 'community'] });
    expect(group.details).toEqual(details.map((d) => d.text));
  });

  it('maps an initiative without an end as ongoing (endDate null)', () => {
    const x = initiativeFromDoc({
      id: 9,
      slug: 'trinity-cleanups',
      title: 'Trinity Cleanups',
      description: 'Monthly volunteer cleanups along the river.',
      location: 'Trinity River Audubon Center',
      date: 'Ongoing',
      startDate: '2019-03-02',
      endDate: '',
      neighborhood: 'Pleasant Grove',
      website: 'https://www.trinitygreencorridor.org',
      details,
      tags: ['community'],
      image: null,
    });
    expect(x).toMatchObject({ id: 'trinity-cleanups', startDate: '2019-03-02', endDate: null, image: FALLBACK_IMAGE });
  });

  it('maps books and resources field for field', () => {
    const b = { title: 'Lonesome Dove', author: 'Larry McMurtry', cover: 'https://covers.example.org/1.jpg', link: 'https://www.amazon.com/dp/1439195269' };
    expect(bookFromDoc(b)).toEqual(b);
    expect(
      resourceFromDoc({ id: 3, title: 'Dallas College', description: 'Affordable degrees and certificates.', website: 'https://www.dallascollege.edu', category: 'Education' }),
    ).toMatchObject({ id: '3', category: 'Education' });
  });
});

describe('mapDocs', () => {
  it('leaves out a document that does not fit, naming it, and keeps the rest in order', () => {
    const warnings: string[] = [];
    const broken = { ...eventDoc, id: 42, category: 'Gardening' };
    const mapped = mapDocs('event', [eventDoc, broken, { ...eventDoc, id: 43, slug: 'second' }], cmsEventDoc, eventFromDoc, (m) => warnings.push(m));
    expect(mapped.map((e) => e.id)).toEqual(['night-market', 'second']);
    expect(warnings).toEqual([expect.stringMatching(/^event 42 left out: .*category/)]);
  });
});

describe('renamedFrom', () => {
  const docs = [
    { id: 1, slug: 'lakewood-runners', formerSlugs: ['lakewood-runing-club'] },
    { id: 2, slug: null, formerSlugs: ['oak-cliff-gardeners'] },
    { id: 3, slug: 'bishop-arts-readers' },
    { not: 'a document' },
  ];

  it("finds the document that had the address, by its address key now", () => {
    expect(renamedFrom(docs, 'lakewood-runing-club', addressKey)).toBe('lakewood-runners');
    expect(renamedFrom(docs, 'oak-cliff-gardeners', addressKey)).toBe('2');
  });

  it('finds nothing for an address no document had, or that a document has again', () => {
    expect(renamedFrom(docs, 'bishop-arts-readers', addressKey)).toBeUndefined();
    expect(renamedFrom(docs, 'no-such-group', addressKey)).toBeUndefined();
    expect(renamedFrom([{ id: 4, slug: 'back-again', formerSlugs: ['back-again'] }], 'back-again', addressKey)).toBeUndefined();
  });

  it('maps every former slug in one pass, the first document listed winning a slug two had', () => {
    const twice = [...docs, { id: 5, slug: 'runners-again', formerSlugs: ['lakewood-runing-club', 'east-runners'] }];
    expect(Object.fromEntries(renamedSlugs(twice, addressKey))).toEqual({
      'lakewood-runing-club': 'lakewood-runners',
      'oak-cliff-gardeners': '2',
      'east-runners': 'runners-again',
    });
  });
});
