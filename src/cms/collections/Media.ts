import path from 'node:path';
import type { CollectionConfig, ImageSize, UploadConfig } from 'payload';
import { editors, mediaReadable, signedIn } from '../access';
import { createdByField } from '../fields/createdBy';
import { ALT_TEXT_MAX, ALT_TEXT_MIN, validateAltText } from '../fields/validators';
import { refuseNonPhotos } from '../photoFormat';
import { stripPhotoMetadata } from '../photoMetadata';
import { answerFileRequest, storeUnderUnguessableName } from '../mediaFiles';
import { refuseDeletingPhotoInUse } from '../mediaInUse';
import { revalidateMediaAfterChange, revalidateMediaAfterDelete } from '../hooks/revalidateMedia';
import { MEDIA_FORMATS, MEDIA_WIDTHS, mediaSizeName } from '../mediaSources';

/** Photos: JPEG, PNG or WebP (the size limit is the config's `upload.limits.fileSize`). */
export const MEDIA_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
/**
 * Payload checks `upload.mimeTypes` against the upload and against each copy's stored MIME type, so the
 * AVIF copies need image/avif listed; an AVIF (or any other) original is refused by `refuseNonPhotos`,
 * which reads the file's real format first.
 */
const STORED_MIME_TYPES = [...MEDIA_MIME_TYPES, 'image/avif'];

/**
 * Responsive copies made with sharp at each width, in WebP and AVIF (sharp's libheif here encodes AVIF;
 * effort 2 keeps a 1600-wide copy near 0.2 s). A width larger than the original gets a copy at the original's
 * width (never enlarged).
 */
const imageSizes: ImageSize[] = MEDIA_FORMATS.flatMap((format) =>
  MEDIA_WIDTHS.map((width) => ({
    name: mediaSizeName(format, width),
    width,
    withoutEnlargement: true,
    formatOptions:
      format === 'avif'
        ? { format: 'avif' as const, options: { quality: 55, effort: 2 } }
        : { format: 'webp' as const, options: { quality: 80 } },
  })),
);

/**
 * How long browsers and shared caches keep a photo's file: an hour. The files are public and every
 * page view of a story with photos would otherwise fetch them again (Payload's API answers are
 * `no-store`). Not longer, because a file name is not a content hash: a photo an editor replaces or
 * removes must leave caches within the hour. After it, a cache asks again with the file's ETag and, the
 * file unchanged, gets a 304 without its bytes (src/cms/mediaFiles.ts).
 */
export const MEDIA_FILE_CACHE_CONTROL = 'public, max-age=3600';

const MEDIA_DIR = path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || 'data', 'media');

type FileHandler = NonNullable<UploadConfig['handlers']>[number];
/**
 * The files, answered by src/cms/mediaFiles.ts: a 404 for a file that is not there (Payload's own answer
 * is a 500), a 304 for a copy that is still current. The cast: Payload types a handler's result as
 * `Promise<Response> | Promise<void>`, which no async function answering either can be.
 */
const answerFile = ((req, { params }) =>
  answerFileRequest(MEDIA_DIR, params.filename, req, MEDIA_FILE_CACHE_CONTROL)) as FileHandler;

export const Media: CollectionConfig = {
  slug: 'media',
  access: { read: mediaReadable, create: signedIn, update: editors, delete: editors },
  admin: {
    useAsTitle: 'alt',
    description:
      "A photo's focal point (Edit image) is the part the site keeps where it crops the photo: the front page's slides on phones, cards and lists.",
  },
  hooks: {
    beforeOperation: [refuseNonPhotos, stripPhotoMetadata, storeUnderUnguessableName],
    afterChange: [revalidateMediaAfterChange],
    // A photo in use is not deleted (src/cms/mediaInUse.ts).
    beforeDelete: [refuseDeletingPhotoInUse],
    afterDelete: [revalidateMediaAfterDelete],
  },
  upload: {
    staticDir: MEDIA_DIR,
    mimeTypes: STORED_MIME_TYPES,
    imageSizes,
    adminThumbnail: mediaSizeName('webp', 480),
    handlers: [answerFile],
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', MEDIA_FILE_CACHE_CONTROL);
      return headers;
    },
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      minLength: ALT_TEXT_MIN,
      maxLength: ALT_TEXT_MAX,
      validate: validateAltText,
      admin: { description: 'What the photo shows, for readers who cannot see it.' },
    },
    { name: 'caption', type: 'textarea', maxLength: 500 },
    {
      name: 'credit',
      type: 'text',
      maxLength: 200,
      admin: { description: 'Who took the photo, shown after the caption, e.g. "Jane Doe / Dallas Local".' },
    },
    {
      // Set when published content shows the photo (src/cms/hooks/publicMedia.ts); readers' reads of the
      // media library see only these (roles.ts readMedia). Nobody sets it through the API or the admin.
      name: 'public',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      access: { create: () => false, update: () => false },
      admin: { hidden: true },
    },
    createdByField,
  ],
};
