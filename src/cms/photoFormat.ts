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

/** An animated image (a WebP or PNG of several frames): its every frame is decoded, so its frames count. */
export const ANIMATED_PHOTO_MESSAGE = 'This image is animated. Upload a still photo as JPEG or PNG or WebP.';

/**
 * The photo's format, its pixels (every frame's: sharp reports the first frame's height, and a 680 kB
 * WebP of 16 frames of 4000 by 4000 took 1.5 GB to decode) and its number of frames, as sharp reads
 * them from its header, or null when it is not an image sharp can read.
 */
async function readHeader(input: Buffer | string): Promise<{ format: string | null; pixels: number; frames: number } | null> {
  try {
    const { format, width, height, pages, pageHeight } = await sharp(input).metadata();
    const frames = pages && pages > 1 ? pages : 1;
    return { format: format ?? null, pixels: (width ?? 0) * (pageHeight ?? height ?? 0) * frames, frames };
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
  if (header.frames > 1) return { problem: ANIMATED_PHOTO_MESSAGE };
  return { format: header.format };
}

const EXTENSIONS: Record<string, string> = { jpeg: '.jpg', png: '.png', webp: '.webp' };

/**
 * The file name with the extension of the photo's real format: the name an upload is stored and
 * answered under never says `.html` or `.svg` of what is a PNG (served as an image today, but a file
 * server or CDN in front would go by the name).
 */
export function nameForFormat(name: string, format: string): string {
  const extension = EXTENSIONS[format];
  if (!extension) return name;
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return `${base}${extension}`;
}

/** What is wrong with an uploaded photo, or null when nothing is (`checkPhoto`). */
export async function photoProblem(input: Buffer | string): Promise<string | null> {
  const checked = await checkPhoto(input);
  return 'problem' in checked ? checked.problem : null;
}

/**
 * Media's beforeOperation hook: a create or update carrying a file that is not a JPEG, PNG or WebP, has
 * too many pixels or is animated gets a 400; a photo is stored under its real format's extension and type.
 */
export const refuseNonPhotos: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation === 'create' || operation === 'update') && req.file) {
    const checked = await checkPhoto(req.file.tempFilePath || req.file.data);
    if ('problem' in checked) throw new APIError(checked.problem, 400, undefined, true);
    req.file.name = nameForFormat(req.file.name, checked.format);
    req.file.mimetype = `image/${checked.format}`;
  }
  return args;
};
