import { describe, expect, it } from 'vitest';
import { isPublicSave, mediaIdsIn } from './publicMedia';

const body = (...children: unknown[]) => ({ root: { type: 'root', children } });
const upload = (value: unknown, relationTo = 'media') => ({ type: 'upload', relationTo, value, version: 3 });

describe('mediaIdsIn', () => {
  it('reads upload fields as ids or as populated photos', () => {
    expect(mediaIdsIn({ heroImage: 7 }, ['heroImage'])).toEqual([7]);
    expect(mediaIdsIn({ image: { id: 9, url: '/api/media/file/a.webp' } }, ['image'])).toEqual([9]);
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
      body: body(upload(6, 'event-submission-photos'), upload(-1), upload(1.5), { type: 'text', text: 'upload' }),
    };
    expect(mediaIdsIn(doc, ['heroImage', 'image', 'missing'], ['body', 'summary'])).toEqual([]);
    expect(mediaIdsIn({ body: 'plain text' }, [], ['body'])).toEqual([]);
  });
});

describe('isPublicSave', () => {
  it('is a published version, or a save of a collection without drafts', () => {
    expect(isPublicSave({ _status: 'published' })).toBe(true);
    expect(isPublicSave({})).toBe(true);
    expect(isPublicSave({ _status: 'draft' })).toBe(false);
  });
});
