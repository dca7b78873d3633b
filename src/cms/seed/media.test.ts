import { describe, expect, it } from 'vitest';
import { seedImageFilename } from './media';

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
