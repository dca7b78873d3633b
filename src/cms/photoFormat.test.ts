import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { declaredPng } from '../test/declaredPng';
import { ANIMATED_PHOTO_MESSAGE, checkPhoto, detectPhotoFormat, isAcceptedPhotoFormat, nameForFormat, PHOTO_FORMAT_MESSAGE, PHOTO_PIXELS_MESSAGE, photoProblem } from './photoFormat';

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

describe('photoProblem', () => {
  it('accepts a photo of an accepted format and size', async () => {
    expect(await photoProblem(await image('webp'))).toBeNull();
    expect(await photoProblem(declaredPng(8000, 8000))).toBeNull();
  });

  it('refuses a small file that declares more pixels than a photo has, before anything decodes it', async () => {
    expect(await photoProblem(declaredPng(16_000, 16_000))).toBe(PHOTO_PIXELS_MESSAGE);
    expect(await photoProblem(declaredPng(8001, 8000))).toBe(PHOTO_PIXELS_MESSAGE);
    // Beyond what sharp reads at all: not a photo we can use either.
    expect(await photoProblem(declaredPng(30_000, 30_000))).toBe(PHOTO_FORMAT_MESSAGE);
  });

  it('says what is accepted for a file of another kind', async () => {
    expect(await photoProblem(await image('gif'))).toBe(PHOTO_FORMAT_MESSAGE);
    expect(await photoProblem(Buffer.from('not an image'))).toBe(PHOTO_FORMAT_MESSAGE);
  });
});

/** An animated WebP of `colours.length` frames of `size` by `size` pixels. */
async function animatedWebp(size: number, colours: string[]): Promise<Buffer> {
  const frames = await Promise.all(colours.map((c) => sharp({ create: { width: size, height: size, channels: 3, background: c } }).png().toBuffer()));
  return sharp(frames, { join: { animated: true } }).webp({ loop: 0 }).toBuffer();
}

describe('animated images', () => {
  it('refuses an animated WebP: a still photo is asked for, and every frame would be decoded', async () => {
    expect(await photoProblem(await animatedWebp(8, ['#08c', '#c80', '#0c8']))).toBe(ANIMATED_PHOTO_MESSAGE);
  });
});

describe('nameForFormat', () => {
  it("gives the stored name the extension of the photo's real format", () => {
    expect(nameForFormat('evil.html', 'png')).toBe('evil.png');
    expect(nameForFormat('IMG_1234.JPEG', 'jpeg')).toBe('IMG_1234.jpg');
    expect(nameForFormat('council.vote.webp', 'webp')).toBe('council.vote.webp');
    expect(nameForFormat('photo', 'webp')).toBe('photo.webp');
  });

  it('is what checkPhoto reads from the bytes, whatever the name said', async () => {
    const checked = await checkPhoto(await image('png'));
    expect(checked).toEqual({ format: 'png' });
  });
});
