import type { CollectionConfig } from 'payload';
import { communityFields } from '../fields/community';
import { imageField } from '../fields/image';
import { withSearchIndex } from '../hooks/searchIndex';
import { editorialAccess } from './editorial';

export const Initiatives: CollectionConfig = {
  slug: 'initiatives',
  access: editorialAccess,
  hooks: withSearchIndex('initiatives'),
  admin: { useAsTitle: 'title' },
  fields: [
    { name: 'title', type: 'text', required: true, minLength: 5, maxLength: 200 },
    { name: 'description', type: 'textarea', required: true, minLength: 20, maxLength: 2000 },
    { name: 'location', type: 'text', required: true, minLength: 3, maxLength: 200 },
    {
      name: 'date',
      type: 'text',
      required: true,
      minLength: 3,
      maxLength: 100,
      admin: { description: "As readers see it: 'June 1 – August 31, 2025' or 'Ongoing'." },
    },
    imageField('image'),
    ...communityFields,
  ],
};
