/**
 * What a camera writes into a photo besides the picture: EXIF (where it was taken, to a few metres; the
 * camera's make, model and serial number; when), XMP and IPTC. An uploaded original is public at its
 * address (`/api/media/file/...`), so a phone photo published a source's doorstep or a reader's home.
 * Before Payload stores an upload, the photo is written again without it: turned upright as its EXIF
 * orientation says (Payload's copies were turned, but the original and its recorded width and height
 * were not, so a portrait phone photo was described as landscape), with its colour profile kept.
 * A photo that carries none of it is stored byte for byte as it came.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { CollectionBeforeOperationHook } from 'payload';
import sharp, { type Metadata } from 'sharp';

/** Quality of a rewritten JPEG or WebP: visually the same as a camera's own, still a few times smaller than lossless. */
export const REWRITE_QUALITY = 92;

/** Whether the photo carries metadata beyond its colour profile, or needs turning upright. */
export function carriesMetadata(metadata: Metadata): boolean {
  return Boolean(metadata.exif || metadata.xmp || metadata.iptc || metadata.comments?.length || (metadata.orientation ?? 1) !== 1);
}

/**
 * The photo without its metadata, upright, in its own format with its colour profile; the same bytes
 * when there is nothing to take out. Formats other than JPEG, PNG and WebP are returned as they are
 * (they are refused before this runs: src/cms/photoFormat.ts).
 */
export async function withoutMetadata(input: Buffer): Promise<Buffer> {
  const metadata = await sharp(input).metadata();
  if (!carriesMetadata(metadata)) return input;
  const image = sharp(input).rotate().keepIccProfile();
  switch (metadata.format) {
    case 'jpeg':
      return image.jpeg({ quality: REWRITE_QUALITY }).toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'webp':
      return image.webp({ quality: REWRITE_QUALITY }).toBuffer();
    default:
      return input;
  }
}

/** beforeOperation hook of the upload collections: the uploaded file, rewritten without its metadata. */
export const stripPhotoMetadata: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const file = req.file;
  if ((operation !== 'create' && operation !== 'update') || !file) return args;
  const original = file.tempFilePath ? await readFile(file.tempFilePath) : file.data;
  const clean = await withoutMetadata(original);
  if (clean === original) return args;
  if (file.tempFilePath) await writeFile(file.tempFilePath, clean);
  else file.data = clean;
  file.size = clean.length;
  return args;
};
