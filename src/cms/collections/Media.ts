import path from 'node:path';
import type { CollectionConfig } from 'payload';
import { anyone, editors, signedIn } from '../access';
import { createdByField } from '../fields/createdBy';

/** Photos: JPEG, PNG or WebP (the size limit is the config's `upload.limits.fileSize`). */
export const MEDIA_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export const Media: CollectionConfig = {
  slug: 'media',
  access: { read: anyone, create: signedIn, update: editors, delete: editors },
  admin: { useAsTitle: 'alt' },
  upload: {
    staticDir: path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || 'data', 'media'),
    mimeTypes: MEDIA_MIME_TYPES,
    imageSizes: [
      { name: 'card', width: 800, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'hero', width: 1600, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
    adminThumbnail: 'card',
  },
  fields: [
    { name: 'alt', type: 'text', required: true, minLength: 5, maxLength: 300 },
    { name: 'credit', type: 'text', maxLength: 200, admin: { description: 'Shown in the caption, e.g. "Photo: Jane Doe".' } },
    createdByField,
  ],
};
