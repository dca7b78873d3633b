import type { UploadField } from 'payload';

/** An image from the media library (its alt text and credit live with the upload). */
export function imageField(name: string, required = false): UploadField {
  return { name, type: 'upload', relationTo: 'media', required };
}
