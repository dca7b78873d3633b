import type { CollectionConfig } from 'payload';
import { communityFields } from '../fields/community';
import { imageField } from '../fields/image';
import { withSearchIndex } from '../hooks/searchIndex';
import { editorialAccess } from './editorial';

export const Groups: CollectionConfig = {
  slug: 'groups',
  access: editorialAccess,
  hooks: withSearchIndex('groups'),
  admin: { useAsTitle: 'name' },
  fields: [
    { name: 'name', type: 'text', required: true, minLength: 3, maxLength: 200 },
    { name: 'description', type: 'textarea', required: true, minLength: 20, maxLength: 2000 },
    {
      name: 'members',
      type: 'number',
      required: true,
      min: 0,
      validate: (v: unknown) => (Number.isInteger(v) ? true : 'A whole number of members.'),
    },
    imageField('image'),
    ...communityFields,
  ],
};
