import { describe, expect, it } from 'vitest';
import { isPublicSave, mediaIdsIn } from './publicMedia';

const body = (...children: unknown[]) => ({ root: { type: 'root', children } });
const upload = (value: unknown, relationTo = 'media') => ({ type: 'upload', relationTo, value, version: 3 });

describe('mediaIdsIn', () => {
  it('reads upload fields as ids or as populated photos', () => {
    expect(mediaIdsIn({ heroImage: 7 }, ['heroImage'])).toEqual([7]);
    expect(mediaIdsIn({ image: { id: 9, url: '/api/media/file/a.webp' } }, ['image'])).toEqual([9]);
    // Rich text sent through the REST API may name a photo by a string of digits.
    expect(mediaIdsIn({ body: body(upload('12')) }, [], ['body'])).toEqual([12]);
  });

  it('finds the photos embedded in rich text, however deep, each once', () => {
    const doc = {
      heroImage: 3,
      body: body(
        { type: 'paragraph', children: [{ type: 'text', text: 'Before the photo' }] },
        upload(4),
        { type: 'quote', children: [{ type: 'listitem', children: [upload({ id: 5 })] }] },
        upload(3),
      ),
    };
    expect(mediaIdsIn(doc, ['heroImage'], ['body'])).toEqual([3, 4, 5]);
  });

  it('ignores what is not a photo of the media library', () => {
    const doc = {
      heroImage: null,
      image: 'not-an-id',
      cover: '12abc',
      body: body(upload(6, 'event-submission-photos'), upload(-1), upload(1.5), { type: 'text', text: 'upload' }),
    };
    expect(mediaIdsIn(doc, ['heroImage', 'image', 'cover', 'missing'], ['body', 'summary'])).toEqual([]);
    expect(mediaIdsIn({ body: 'plain text' }, [], ['body'])).toEqual([]);
  });
});

describe('isPublicSave', () => {
  it('is a published document, or any document of a collection without drafts', () => {
    expect(isPublicSave({ _status: 'published' }, true)).toBe(true);
    expect(isPublicSave({ _status: 'draft' }, true)).toBe(false);
    // A collection with drafts whose row has no status is not taken for published.
    expect(isPublicSave({}, true)).toBe(false);
    expect(isPublicSave({}, false)).toBe(true);
  });
});
