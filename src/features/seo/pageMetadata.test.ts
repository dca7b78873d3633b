// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageMetadata } from './pageMetadata';

const images = (image: string) => pageMetadata({ title: 'T', description: 'D', path: '/news/x', image }).openGraph?.images;

describe('pageMetadata social cards', () => {
  it("uses an illustration's 1200 × 630 PNG card, and a photo as it is, without a size it may not have", () => {
    expect(images('/images/stories/x.svg')).toEqual([{ url: '/social/stories/x.png', width: 1200, height: 630 }]);
    expect(images('/api/media/file/park-960x540.webp')).toEqual([{ url: '/api/media/file/park-960x540.webp' }]);
  });
});
