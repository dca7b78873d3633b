import type { CollectionConfig } from 'payload';
import { resourceCategories } from '@/content/schemas';
import { validateHttpsUrl } from '../fields/validators';
import { withSearchIndex } from '../hooks/searchIndex';
import { editorialAccess } from './editorial';

export const Resources: CollectionConfig = {
  slug: 'resources',
  access: editorialAccess,
  hooks: withSearchIndex('resources'),
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category'] },
  fields: [
    { name: 'title', type: 'text', required: true, minLength: 3, maxLength: 200 },
    { name: 'description', type: 'textarea', required: true, minLength: 20, maxLength: 2000 },
    { name: 'website', type: 'text', required: true, validate: (v: unknown) => validateHttpsUrl(v, { required: true }) },
    { name: 'category', type: 'select', required: true, options: resourceCategories.map((c) => ({ label: c, value: c })) },
  ],
};
