/**
 * What an uploaded file really is, read by sharp from its bytes (never from its name or the type the
 * client declared): a text file renamed photo.jpg is refused with a message saying what is accepted.
 */
import { APIError, type CollectionBeforeOperationHook } from 'payload';
import sharp from 'sharp';

/** sharp's names for the formats a photo may have. */
export const PHOTO_FORMATS = ['jpeg', 'png', 'webp'] as const;
export const PHOTO_FORMAT_MESSAGE = 'The file is not a photo in a format we accept: upload a JPEG, PNG or WebP image.';

/** The photo's format as sharp reads it, or null when it is not an image sharp can read. */
export async function detectPhotoFormat(input: Buffer | string): Promise<string | null> {
  try {
    return (await sharp(input).metadata()).format ?? null;
  } catch {
    return null;
  }
}

export function isAcceptedPhotoFormat(format: string | null): boolean {
  return format !== null && (PHOTO_FORMATS as readonly string[]).includes(format);
}

/** Media's beforeOperation hook: a create or update carrying a file that is not a JPEG, PNG or WebP gets a 400. */
export const refuseNonPhotos: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation === 'create' || operation === 'update') && req.file) {
    const input = req.file.tempFilePath || req.file.data;
    if (!isAcceptedPhotoFormat(await detectPhotoFormat(input))) throw new APIError(PHOTO_FORMAT_MESSAGE, 400, undefined, true);
  }
  return args;
};
