import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectPhotoFormat, isAcceptedPhotoFormat } from './photoFormat';

const image = (format: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#08c' } }).toFormat(format).toBuffer();

describe('detectPhotoFormat', () => {
  it('reads JPEG, PNG and WebP from the bytes, and accepts them', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const detected = await detectPhotoFormat(await image(format));
      expect(detected).toBe(format);
      expect(isAcceptedPhotoFormat(detected)).toBe(true);
    }
  });

  it('refuses other images and files that are no image at all, whatever their name says', async () => {
    expect(isAcceptedPhotoFormat(await detectPhotoFormat(await image('gif')))).toBe(false);
    expect(isAcceptedPhotoFormat(await detectPhotoFormat(await image('avif')))).toBe(false);
    expect(await detectPhotoFormat(Buffer.from('just text, saved as photo.jpg'))).toBeNull();
    expect(isAcceptedPhotoFormat(null)).toBe(false);
  });
});
