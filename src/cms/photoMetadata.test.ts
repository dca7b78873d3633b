import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PayloadRequest } from 'payload';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { stripPhotoMetadata, withoutMetadata } from './photoMetadata';

/** A 60 x 40 photo as a phone takes it: where, with what, and "turn me a quarter to show me". */
const phonePhoto = (format: 'jpeg' | 'png' | 'webp', { orientation = 6 } = {}) =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: '#c85028' } })
    .toFormat(format)
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Phone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 46/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '96/1 48/1 0/1' },
    })
    .withMetadata({ orientation })
    .toBuffer();

const dir = mkdtempSync(path.join(tmpdir(), 'photo-metadata-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('withoutMetadata', () => {
  it("takes a JPEG's EXIF (location, camera) out and turns it upright", async () => {
    const input = await phonePhoto('jpeg');
    const before = await sharp(input).metadata();
    expect(before.exif?.toString('latin1')).toContain('PhoneCo');
    expect(before).toMatchObject({ width: 60, height: 40, orientation: 6 });

    const after = await sharp(await withoutMetadata(input)).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    // Upright: the recorded size is the size readers see.
    expect({ width: after.width, height: after.height }).toEqual({ width: 40, height: 60 });
  });

  it('does the same for PNG and WebP, each kept in its format', async () => {
    for (const format of ['png', 'webp'] as const) {
      const input = await phonePhoto(format, { orientation: 1 });
      expect((await sharp(input).metadata()).exif?.toString('latin1'), format).toContain('PhoneCo');
      const after = await sharp(await withoutMetadata(input)).metadata();
      expect(after.format, format).toBe(format);
      expect(after.exif, format).toBeUndefined();
      expect({ width: after.width, height: after.height }).toEqual({ width: 60, height: 40 });
    }
  });

  it('takes XMP out and keeps the colour profile', async () => {
    const input = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#08c' } })
      .jpeg()
      .withIccProfile('p3')
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
      .toBuffer();
    expect((await sharp(input).metadata()).xmp).toBeDefined();
    const after = await sharp(await withoutMetadata(input)).metadata();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeDefined();
  });

  it('returns a photo without metadata as it came, byte for byte', async () => {
    const clean = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#08c' } }).jpeg().toBuffer();
    expect(await withoutMetadata(clean)).toBe(clean);
  });
});

describe('stripPhotoMetadata (the upload collections\' hook)', () => {
  const run = (operation: 'create' | 'update' | 'read', file: PayloadRequest['file']) =>
    stripPhotoMetadata({ args: {}, operation, req: { file } as PayloadRequest } as Parameters<typeof stripPhotoMetadata>[0]);

  it("replaces an upload's bytes and size with the clean photo", async () => {
    const data = await phonePhoto('jpeg');
    const file = { data, mimetype: 'image/jpeg', name: 'phone.jpg', size: data.length };
    await run('create', file);
    expect(file.data).not.toBe(data);
    expect(file.size).toBe(file.data.length);
    expect((await sharp(file.data).metadata()).exif).toBeUndefined();
  });

  it('rewrites a temporary file in place', async () => {
    const tempFilePath = path.join(dir, 'upload.tmp');
    writeFileSync(tempFilePath, await phonePhoto('jpeg'));
    const file = { data: Buffer.alloc(0), mimetype: 'image/jpeg', name: 'phone.jpg', size: 0, tempFilePath };
    await run('update', file);
    const stored = readFileSync(tempFilePath);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(file.size).toBe(stored.length);
  });

  it('leaves other operations alone', async () => {
    const data = await phonePhoto('jpeg');
    const file = { data, mimetype: 'image/jpeg', name: 'phone.jpg', size: data.length };
    await run('read', file);
    expect(file.data).toBe(data);
  });
});
