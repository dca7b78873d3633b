// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { allStories } from '@/content/stories';
import { mediaDoc } from './mediaDoc';
import {
  bylineOf,
  categoryIllustration,
  creditsOf,
  cmsStoriesFromDocs,
  cmsStoryFromDoc,
  dallasDate,
  heroOf,
  plainParagraphs,
  updatedDateOf,
  type CmsStoryDoc,
} from './cmsStoryModel';

const doc: CmsStoryDoc = {
  id: 7,
  slug: 'fair-park-reopens',
  title: 'Fair Park reopens its gates',
  summary: 'The park opens again after a year of work.',
  category: 'Culture',
  publishedAt: '2026-11-23T15:00:00.000Z',
  updatedAt: '2026-11-23T15:00:05.000Z',
};

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] });

describe('dallasDate', () => {
  it('is the calendar day in Dallas, not in UTC', () => {
    // 03:30 UTC on Nov 24 is 9:30 p.m. on Nov 23 in Dallas (UTC-6).
    expect(dallasDate('2026-11-24T03:30:00.000Z')).toBe('2026-11-23');
    // 04:30 UTC on May 15 is 11:30 p.m. on May 14 in Dallas (UTC-5).
    expect(dallasDate('2025-05-15T04:30:00.000Z')).toBe('2025-05-14');
    expect(dallasDate('2025-05-15T05:30:00.000Z')).toBe('2025-05-15');
  });
});

describe('cmsStoryFromDoc', () => {
  it('maps a story published with only title, summary and category', () => {
    const story = cmsStoryFromDoc(doc);
    expect(story).toMatchObject({
      kind: 'cms',
      href: '/news/fair-park-reopens',
      section: 'News',
      category: 'Culture',
      title: doc.title,
      summary: doc.summary,
      date: '2026-11-23',
      author: site.name,
      body: [],
      richBody: null,
      image: categoryIllustration('Culture'),
      imageAlt: '',
    });
    expect(story.updatedDate).toBeUndefined();
  });

  it('shows "Updated" only for an edit well after publication', () => {
    expect(cmsStoryFromDoc({ ...doc, updatedAt: '2026-11-25T18:00:00.000Z' }).updatedDate).toBe('2026-11-25');
    // With the edit's moment, for structured data's dateModified.
    expect(cmsStoryFromDoc({ ...doc, updatedAt: '2026-11-25T18:00:00.000Z' }).updatedAt).toBe('2026-11-25T18:00:00.000Z');
    expect(cmsStoryFromDoc(doc).updatedAt).toBeUndefined();
    expect(updatedDateOf('2026-11-23T15:00:00.000Z', '2026-11-23T15:59:00.000Z')).toBeUndefined();
    expect(updatedDateOf('2026-11-23T15:00:00.000Z', '2026-11-23T16:00:00.000Z')).toBe('2026-11-23');
    expect(updatedDateOf('not a date', '2026-11-23T16:00:00.000Z')).toBeUndefined();
  });

  it("keeps the story's section", () => {
    expect(cmsStoryFromDoc({ ...doc, section: 'Community' }).section).toBe('Community');
  });
  it('carries its corrections, newest first, leaving out incomplete rows, and dates "Updated" by the newest', () => {
    const story = cmsStoryFromDoc({
      ...doc,
      corrections: [
        { kind: 'correction', date: '2026-11-24T12:00:00.000Z', text: ' The park opened in 1936, not 1937. ' },
        { kind: 'clarification', date: '2026-11-26T18:00:00.000Z', text: 'The gates open at 9 a.m.' },
        { kind: 'correction', date: null, text: 'no date' },
        { kind: 'correction', date: '2026-11-25T12:00:00.000Z', text: '   ' },
      ],
    });
    expect(story.corrections).toEqual([
      { kind: 'clarification', date: '2026-11-26', text: 'The gates open at 9 a.m.' },
      { kind: 'correction', date: '2026-11-24', text: 'The park opened in 1936, not 1937.' },
    ]);
    expect(story.updatedDate).toBe('2026-11-26');
    expect(cmsStoryFromDoc(doc).corrections).toEqual([]);
  });

  it('leaves out a story whose correction has an unknown kind', () => {
    expect(cmsStoriesFromDocs([{ ...doc, corrections: [{ kind: 'retraction', date: '2026-11-24', text: 'x' }] }])).toEqual([]);
  });

  it('falls back to the creation time when publishedAt is missing', () => {
    expect(cmsStoryFromDoc({ ...doc, publishedAt: null, createdAt: '2026-01-02T12:00:00.000Z' }).date).toBe('2026-01-02');
  });
});

describe('creditsOf', () => {
  it('credits each author in order, with their page and role; a guest contributor as Contributor', () => {
    expect(
      creditsOf([
        { name: 'Ana Ruiz', slug: 'ana-ruiz', kind: 'staff', title: 'Senior Reporter' },
        7,
        { name: ' ', slug: 'blank' },
        { name: 'Guest Writer', slug: 'guest-writer', kind: 'contributor', title: null },
        { name: 'Old Row', slug: null },
      ]),
    ).toEqual([
      { name: 'Ana Ruiz', href: '/authors/ana-ruiz', role: 'Senior Reporter' },
      { name: 'Guest Writer', href: '/authors/guest-writer', role: 'Contributor' },
      { name: 'Old Row' },
    ]);
  });

  it('leaves out an author who is not published (a profile still in draft or taken down)', () => {
    expect(
      creditsOf([
        { name: 'Ana Ruiz', slug: 'ana-ruiz', kind: 'staff', title: 'Senior Reporter', _status: 'published' },
        { name: 'New Guest', slug: 'new-guest', kind: 'contributor', _status: 'draft' },
      ]),
    ).toEqual([{ name: 'Ana Ruiz', href: '/authors/ana-ruiz', role: 'Senior Reporter' }]);
    expect(bylineOf([{ name: 'New Guest', _status: 'draft' }])).toBe(site.name);
  });
});

describe('bylineOf', () => {
  it("joins the authors' names and falls back to the newsroom", () => {
    expect(bylineOf([{ name: 'Ana Ruiz' }])).toBe('Ana Ruiz');
    expect(bylineOf([{ name: 'Ana Ruiz' }, { name: 'Ben Cole' }])).toBe('Ana Ruiz and Ben Cole');
    expect(bylineOf([{ name: 'A B' }, { name: 'C D' }, { name: 'E F' }])).toBe('A B, C D and E F');
    expect(bylineOf([3, 4])).toBe(site.name);
    expect(bylineOf(null)).toBe(site.name);
  });
});

describe('heroOf', () => {
  const media = { url: '/api/media/file/park.jpg', alt: 'The park gates at dawn', credit: 'Photo: Jane Doe' };
  it('uses the WebP copy shown at the article width, and the caption followed by the credit', () => {
    const sized = { ...media, caption: 'Opening day.', width: 3000, height: 2000, sizes: { webp960: { url: '/api/media/file/park-960x640.webp', width: 960 } } };
    expect(heroOf({ ...doc, heroImage: sized })).toEqual({
      image: '/api/media/file/park-960x640.webp',
      imageAlt: 'The park gates at dawn',
      imageCaption: 'Opening day. Photo: Jane Doe',
    });
  });
  it("carries the shown copy's size in bytes when the media library recorded it (the feeds' enclosure length)", () => {
    const sized = { ...media, width: 3000, height: 2000, sizes: { webp960: { url: '/api/media/file/park-960x640.webp', width: 960, filesize: 84213 } } };
    expect(heroOf({ ...doc, heroImage: sized }).imageBytes).toBe(84213);
    // As the database gives it, through the boundary's schema: a numeric column may come as text.
    const parsed = mediaDoc.parse({ ...sized, sizes: { webp960: { ...sized.sizes.webp960, filesize: '84213' } } });
    expect(heroOf({ ...doc, heroImage: parsed }).imageBytes).toBe(84213);
    const garbled = mediaDoc.parse({ ...sized, sizes: { webp960: { ...sized.sizes.webp960, filesize: 'lots' } } });
    expect(heroOf({ ...doc, heroImage: garbled })).toMatchObject({ image: '/api/media/file/park-960x640.webp' });
    expect(heroOf({ ...doc, heroImage: garbled }).imageBytes).toBeUndefined();
  });
  it("carries the photo's responsive copies (AVIF and WebP widths) for the pages' <picture>", () => {
    const copy = (format: string, width: number) => ({ url: `/api/media/file/park-${width}.${format}`, width });
    const sizes = { webp480: copy('webp', 480), webp960: copy('webp', 960), avif480: copy('avif', 480), avif960: copy('avif', 960) };
    const hero = heroOf({ ...doc, heroImage: { ...media, width: 3000, height: 2000, sizes } });
    expect(hero.image).toBe('/api/media/file/park-960.webp');
    expect(hero.picture).toEqual({
      srcSet: '/api/media/file/park-480.webp 480w, /api/media/file/park-960.webp 960w',
      sources: [{ type: 'image/avif', srcSet: '/api/media/file/park-480.avif 480w, /api/media/file/park-960.avif 960w' }],
    });
  });
  it("uses the photo, the story's alt text first, the photo's alt text else, and the credit as caption", () => {
    expect(heroOf({ ...doc, heroImage: media, heroImageAlt: 'Crowds at the gates' })).toEqual({
      image: media.url,
      imageAlt: 'Crowds at the gates',
      imageCaption: 'Photo: Jane Doe',
    });
    expect(heroOf({ ...doc, heroImage: media, heroImageAlt: ' ' }).imageAlt).toBe('The park gates at dawn');
  });
  it("uses the category's illustration when there is no photo (or only its id)", () => {
    expect(heroOf({ ...doc, category: 'Sports', heroImage: 12 }).image).toBe(categoryIllustration('Sports'));
    expect(allStories.map((s) => s.image)).toContain(categoryIllustration('Sports'));
  });
});

describe('plainParagraphs', () => {
  it('gives the text of each top-level block, nested nodes included', () => {
    const state = {
      root: {
        type: 'root',
        children: [
          paragraph('First paragraph.'),
          { type: 'heading', children: [{ type: 'text', text: 'A heading' }] },
          { type: 'paragraph', children: [{ type: 'text', text: 'See ' }, { type: 'link', children: [{ type: 'text', text: 'the map' }] }] },
          paragraph('   '),
        ],
      },
    };
    expect(plainParagraphs(state)).toEqual(['First paragraph.', 'A heading', 'See the map']);
  });
  it('is empty for no or malformed rich text', () => {
    expect(plainParagraphs(null)).toEqual([]);
    expect(plainParagraphs({ root: {} })).toEqual([]);
    expect(plainParagraphs('text')).toEqual([]);
  });
});

describe('cmsStoriesFromDocs', () => {
  it('leaves out and reports a document that does not check out', () => {
    const reports: string[] = [];
    const stories = cmsStoriesFromDocs([doc, { ...doc, id: 8, category: 'Astrology' }], (m) => reports.push(m));
    expect(stories.map((s) => s.slug)).toEqual(['fair-park-reopens']);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain('story 8');
  });

  it("keeps the focal point an editor set on the story's photo, for the pages that crop it", () => {
    const heroImage = { url: '/api/media/file/park.jpg', alt: 'The park gates', width: 1200, height: 675, sizes: {}, focalX: 25, focalY: 60 };
    const [story] = cmsStoriesFromDocs([{ ...doc, heroImage }]);
    expect(story?.picture?.position).toBe('25% 60%');
  });
});
