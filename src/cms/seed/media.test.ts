import type { Payload } from 'payload';
import { describe, expect, it } from 'vitest';
import { ensureSeedImages, seedImageFilename, type SeedImage } from './media';

describe('seedImageFilename', () => {
  it('names each illustration once, after its folder and name', () => {
    expect(seedImageFilename('/images/stories/katy-trail-shade.svg')).toBe('seed-stories-katy-trail-shade.png');
    expect(seedImageFilename('images/about/dallas-skyline.svg')).toBe('seed-about-dallas-skyline.png');
  });

  it('refuses anything outside the illustrations', () => {
    expect(() => seedImageFilename('/images/../secrets.svg')).toThrow();
    expect(() => seedImageFilename('https://example.com/x.svg')).toThrow();
  });
});

describe('ensureSeedImages', () => {
  it('uploads each illustration once, two at a time at most, and gives every id by address', async () => {
    let running = 0;
    let most = 0;
    const uploaded: string[] = [];
    const ensure = async (_payload: Payload, image: SeedImage) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
      uploaded.push(image.src);
      return `id:${image.src}`;
    };
    const image = (src: string): SeedImage => ({ src, alt: `Alt of ${src}` });
    const ids = await ensureSeedImages({} as Payload, [image('/a.svg'), image('/b.svg'), image('/a.svg'), image('/c.svg')], 2, ensure);
    expect(uploaded.sort()).toEqual(['/a.svg', '/b.svg', '/c.svg']);
    expect(most).toBe(2);
    expect(Object.fromEntries(ids)).toEqual({ '/a.svg': 'id:/a.svg', '/b.svg': 'id:/b.svg', '/c.svg': 'id:/c.svg' });
  });
});
