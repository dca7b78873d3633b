/**
 * What an uploaded file really is, read by sharp from its bytes (never from its name or the type the
 * client declared): a text file renamed photo.jpg is refused with a message saying what is accepted.
 */
import { APIError, type CollectionBeforeOperationHook } from 'payload';
import sharp from 'sharp';

/** sharp's names for the formats a photo may have. */
export const PHOTO_FORMATS = ['jpeg', 'png', 'webp'] as const;
// The admin splits an upload's error at colons and commas into a list: these have neither.
export const PHOTO_FORMAT_MESSAGE = 'This file is not a photo we accept. Upload a JPEG or PNG or WebP image.';

/**
 * The most pixels a photo may have: 64 million (8,000 by 8,000; a 61-megapixel camera's photos fit).
 * Its size on disk says little: a small file can declare any width and height, and decoding it (to
 * remove its metadata, to make the page's copies) takes about 4 bytes of memory per pixel.
 */
export const MAX_PHOTO_PIXELS = 64_000_000;
export const PHOTO_PIXELS_MESSAGE = 'This photo has too many pixels. Upload one of at most 64 million pixels (8000 by 8000).';

/** The photo's format and size as sharp reads them from its header, or null when it is not an image sharp can read. */
async function readHeader(input: Buffer | string): Promise<{ format: string | null; pixels: number } | null> {
  try {
    const { format, width, height } = await sharp(input).metadata();
    return { format: format ?? null, pixels: (width ?? 0) * (height ?? 0) };
  } catch {
    // Not an image, or more pixels than sharp agrees to read at all.
    return null;
  }
}

/** The photo's format as sharp reads it, or null when it is not an image sharp can read. */
export async function detectPhotoFormat(input: Buffer | string): Promise<string | null> {
  return (await readHeader(input))?.format ?? null;
}

export function isAcceptedPhotoFormat(format: string | null): boolean {
  return format !== null && (PHOTO_FORMATS as readonly string[]).includes(format);
}

/** An uploaded photo's real format when it is one we accept, else what is wrong with it (its format, its number of pixels). */
export async function checkPhoto(input: Buffer | string): Promise<{ format: string } | { problem: string }> {
  const header = await readHeader(input);
  if (!header?.format || !isAcceptedPhotoFormat(header.format)) return { problem: PHOTO_FORMAT_MESSAGE };
  if (header.pixels > MAX_PHOTO_PIXELS) return { problem: PHOTO_PIXELS_MESSAGE };
  return { format: header.format };
}

/** What is wrong with an uploaded photo, or null when nothing is (`checkPhoto`). */
export async function photoProblem(input: Buffer | string): Promise<string | null> {
  const checked = await checkPhoto(input);
  return 'problem' in checked ? checked.problem : null;
}

/** Media's beforeOperation hook: a create or update carrying a file that is not a JPEG, PNG or WebP, or too many pixels, gets a 400. */
export const refuseNonPhotos: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation === 'create' || operation === 'update') && req.file) {
    const problem = await photoProblem(req.file.tempFilePath || req.file.data);
    if (problem) throw new APIError(problem, 400, undefined, true);
  }
  return args;
};
