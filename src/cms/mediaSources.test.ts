import { describe, expect, it } from 'vitest';
import { focalPosition, mediaCopy, mediaCopyUrl, mediaSizeName, mediaSources, pictureOf, type MediaDocument } from './mediaSources';

const copy = (format: 'avif' | 'webp', width: number, height: number) => ({
  url: `/api/media/file/photo-${width}x${height}.${format}`,
  width,
  height,
});

/** A 3000 x 2000 photo with every copy, as the REST API returns it. */
const photo: MediaDocument = {
  url: '/api/media/file/photo.jpg',
  width: 3000,
  height: 2000,
  alt: 'Crowd at the Fair Park gates',
  caption: 'Opening day of the State Fair.',
  credit: 'Jane Doe / Dallas Local',
  sizes: {
    webp480: copy('webp', 480, 320),
    webp960: copy('webp', 960, 640),
    webp1600: copy('webp', 1600, 1067),
    avif480: copy('avif', 480, 320),
    avif960: copy('avif', 960, 640),
    avif1600: copy('avif', 1600, 1067),
  },
};

describe('mediaSources', () => {
  it('gives the WebP copies as srcset, the original size and the alt text and credit', () => {
    const image = mediaSources(photo, { sizes: '(min-width: 1024px) 50vw, 100vw' });
    expect(image).toEqual({
      src: '/api/media/file/photo-960x640.webp',
      srcSet:
        '/api/media/file/photo-480x320.webp 480w, /api/media/file/photo-960x640.webp 960w, /api/media/file/photo-1600x1067.webp 1600w',
      sizes: '(min-width: 1024px) 50vw, 100vw',
      width: 3000,
      height: 2000,
      alt: 'Crowd at the Fair Park gates',
      caption: 'Opening day of the State Fair.',
      credit: 'Jane Doe / Dallas Local',
      sources: [
        {
          type: 'image/avif',
          srcSet:
            '/api/media/file/photo-480x320.avif 480w, /api/media/file/photo-960x640.avif 960w, /api/media/file/photo-1600x1067.avif 1600w',
        },
        {
          type: 'image/webp',
          srcSet:
            '/api/media/file/photo-480x320.webp 480w, /api/media/file/photo-960x640.webp 960w, /api/media/file/photo-1600x1067.webp 1600w',
        },
      ],
    });
  });

  it('skips the copies Payload did not make (a photo narrower than a width)', () => {
    const narrow: MediaDocument = {
      ...photo,
      width: 1200,
      height: 800,
      sizes: {
        webp480: copy('webp', 480, 320),
        webp960: copy('webp', 960, 640),
        webp1600: { url: null, width: null, height: null },
        avif480: copy('avif', 480, 320),
      },
    };
    const image = mediaSources(narrow);
    expect(image?.srcSet).toBe('/api/media/file/photo-480x320.webp 480w, /api/media/file/photo-960x640.webp 960w');
    expect(image?.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    expect(image?.sources[0]?.srcSet).toBe('/api/media/file/photo-480x320.avif 480w');
    expect(image?.sizes).toBe('100vw');
  });

  it('lists a width once when copies were made at the original width (no enlargement)', () => {
    const small: MediaDocument = {
      ...photo,
      width: 700,
      height: 500,
      sizes: { webp480: copy('webp', 480, 343), webp960: copy('webp', 700, 500), webp1600: copy('webp', 700, 500) },
    };
    expect(mediaSources(small)?.srcSet).toBe('/api/media/file/photo-480x343.webp 480w, /api/media/file/photo-700x500.webp 700w');
  });

  it('falls back to the original when there are no copies at all', () => {
    const tiny: MediaDocument = { url: '/api/media/file/icon.png', width: 300, height: 200, alt: 'A small map of Oak Cliff', sizes: {} };
    const image = mediaSources(tiny);
    expect(image).toMatchObject({ src: '/api/media/file/icon.png', srcSet: '/api/media/file/icon.png 300w', sources: [], width: 300, height: 200 });
    expect(image?.credit).toBeNull();
    expect(image?.caption).toBeNull();
  });

  it("prefers a use's own alt text, and ignores a blank one", () => {
    expect(mediaSources(photo, { alt: 'The gates at 9 a.m.' })?.alt).toBe('The gates at 9 a.m.');
    expect(mediaSources(photo, { alt: '   ' })?.alt).toBe('Crowd at the Fair Park gates');
  });

  it('escapes spaces and commas that would split a srcset candidate', () => {
    const odd: MediaDocument = { ...photo, sizes: { webp480: { url: '/api/media/file/a b,c-480.webp', width: 480, height: 320 } } };
    expect(mediaSources(odd)?.srcSet).toBe('/api/media/file/a%20b%2Cc-480.webp 480w');
  });

  it('gives null for nothing to show: no document, an unpopulated relation, no file or no size', () => {
    expect(mediaSources(null)).toBeNull();
    expect(mediaSources(undefined)).toBeNull();
    expect(mediaSources(42)).toBeNull();
    expect(mediaSources({ ...photo, url: null })).toBeNull();
    expect(mediaSources({ ...photo, width: null })).toBeNull();
  });

  it('names copies as the Media collection stores them', () => {
    expect(mediaSizeName('avif', 1600)).toBe('avif1600');
    expect(mediaSizeName('webp', 480)).toBe('webp480');
  });
});

describe('mediaCopyUrl', () => {
  it('picks the narrowest WebP copy at least as wide as shown, else the widest, else the original', () => {
    expect(mediaCopyUrl(photo, 400)).toBe('/api/media/file/photo-480x320.webp');
    expect(mediaCopyUrl(photo, 900)).toBe('/api/media/file/photo-960x640.webp');
    expect(mediaCopyUrl(photo, 2000)).toBe('/api/media/file/photo-1600x1067.webp');
    expect(mediaCopyUrl({ ...photo, sizes: null }, 400)).toBe('/api/media/file/photo.jpg');
    expect(mediaCopyUrl({ url: null }, 400)).toBeNull();
  });
});

describe('mediaCopy', () => {
  it("gives the chosen copy's size in bytes, the original's without copies, and null when not recorded", () => {
    const sized: MediaDocument = {
      ...photo,
      filesize: 2_400_000,
      sizes: { ...photo.sizes, webp480: { ...copy('webp', 480, 320), filesize: 31_000 }, webp960: { ...copy('webp', 960, 640), filesize: 84_213 } },
    };
    expect(mediaCopy(sized, 900)).toEqual({ url: '/api/media/file/photo-960x640.webp', bytes: 84_213 });
    expect(mediaCopy(sized, 400)).toEqual({ url: '/api/media/file/photo-480x320.webp', bytes: 31_000 });
    // The 1600 copy's size is not recorded: unknown, not the original's.
    expect(mediaCopy(sized, 2000)).toEqual({ url: '/api/media/file/photo-1600x1067.webp', bytes: null });
    expect(mediaCopy({ ...sized, sizes: null }, 400)).toEqual({ url: '/api/media/file/photo.jpg', bytes: 2_400_000 });
    expect(mediaCopy({ ...photo, sizes: null, filesize: 0 }, 400)).toEqual({ url: '/api/media/file/photo.jpg', bytes: null });
    expect(mediaCopy({ url: null }, 400)).toBeNull();
  });
});

describe('pictureOf', () => {
  it('gives the WebP copies as the srcset and AVIF as the one better source', () => {
    expect(pictureOf(photo)).toEqual({
      srcSet: '/api/media/file/photo-480x320.webp 480w, /api/media/file/photo-960x640.webp 960w, /api/media/file/photo-1600x1067.webp 1600w',
      sources: [
        {
          type: 'image/avif',
          srcSet: '/api/media/file/photo-480x320.avif 480w, /api/media/file/photo-960x640.avif 960w, /api/media/file/photo-1600x1067.avif 1600w',
        },
      ],
    });
  });

  it('has nothing to offer for an original without copies, an id or nothing', () => {
    expect(pictureOf({ url: '/api/media/file/tiny.png', width: 300, height: 200, alt: 'Tiny', sizes: {} })).toBeUndefined();
    expect(pictureOf(7)).toBeUndefined();
    expect(pictureOf(null)).toBeUndefined();
  });

  it('keeps WebP copies alone when no AVIF copy was made', () => {
    const webpOnly: MediaDocument = { ...photo, sizes: { webp480: copy('webp', 480, 320), webp960: copy('webp', 960, 640) } };
    expect(pictureOf(webpOnly)).toEqual({ srcSet: '/api/media/file/photo-480x320.webp 480w, /api/media/file/photo-960x640.webp 960w', sources: [] });
  });
});

describe('focalPosition', () => {
  it("gives the editor's focal point as an object-position, nothing for the centre or no point", () => {
    expect(focalPosition({ focalX: 30, focalY: 65 })).toBe('30% 65%');
    expect(focalPosition({ focalX: 12.345, focalY: 0 })).toBe('12.3% 0%');
    expect(focalPosition({ focalX: 50, focalY: 50 })).toBeUndefined();
    expect(focalPosition({ focalX: null, focalY: 40 })).toBeUndefined();
    expect(focalPosition({})).toBeUndefined();
  });

  it('keeps a point outside the photo on its edge', () => {
    expect(focalPosition({ focalX: -20, focalY: 140 })).toBe('0% 100%');
    expect(focalPosition({ focalX: Number.NaN, focalY: 10 })).toBeUndefined();
  });

  it('travels with the photo to the page, even for a photo without copies', () => {
    expect(pictureOf({ ...photo, focalX: 20, focalY: 35 })?.position).toBe('20% 35%');
    expect(pictureOf({ ...photo, focalX: 50, focalY: 50 })).not.toHaveProperty('position');
    expect(pictureOf({ url: '/api/media/file/tiny.png', width: 300, height: 200, alt: 'Tiny', sizes: {}, focalX: 80, focalY: 50 })).toEqual({
      srcSet: '/api/media/file/tiny.png 300w',
      sources: [],
      position: '80% 50%',
    });
  });
});
