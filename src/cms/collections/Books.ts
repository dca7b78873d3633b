import type { CollectionConfig } from 'payload';
import { validateHttpsUrl } from '../fields/validators';
import { withSearchIndex } from '../hooks/searchIndex';
import { referenceAccess, referenceVersions, revalidateReference } from './reference';
import { restoreVersionEndpoint } from '../restore';

export const Books: CollectionConfig = {
  slug: 'books',
  access: referenceAccess,
  versions: referenceVersions,
  // Restoring a version keeps the book on or off the site as it is (src/cms/restore.ts).
  endpoints: [restoreVersionEndpoint('books', 'book')],
  hooks: withSearchIndex('books', revalidateReference('books')),
  // The shelf shows books in the order they were added.
  defaultSort: 'createdAt',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'author'] },
  fields: [
    { name: 'title', type: 'text', required: true, minLength: 2, maxLength: 200 },
    { name: 'author', type: 'text', required: true, minLength: 3, maxLength: 200 },
    { name: 'cover', type: 'text', required: true, validate: (v: unknown) => validateHttpsUrl(v, { required: true }) },
    { name: 'link', type: 'text', required: true, validate: (v: unknown) => validateHttpsUrl(v, { required: true }) },
  ],
};
