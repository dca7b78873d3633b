import type { CollectionConfig } from 'payload';
import { validateHttpsUrl } from '../fields/validators';
import { withSearchIndex } from '../hooks/searchIndex';
import { editorialAccess } from './editorial';

export const Books: CollectionConfig = {
  slug: 'books',
  access: editorialAccess,
  hooks: withSearchIndex('books'),
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'author'] },
  fields: [
    { name: 'title', type: 'text', required: true, minLength: 2, maxLength: 200 },
    { name: 'author', type: 'text', required: true, minLength: 3, maxLength: 200 },
    { name: 'cover', type: 'text', required: true, validate: (v: unknown) => validateHttpsUrl(v, { required: true }) },
    { name: 'link', type: 'text', required: true, validate: (v: unknown) => validateHttpsUrl(v, { required: true }) },
  ],
};
