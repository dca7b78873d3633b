import type { CollectionConfig } from 'payload';
import { resourceCategories } from '@/content/schemas';
import { validateHttpsUrl } from '../fields/validators';
import { withSearchIndex } from '../hooks/searchIndex';
import { referenceAccess, referenceVersions, revalidateReference } from './reference';
import { restoreVersionEndpoint } from '../restore';

export const Resources: CollectionConfig = {
  slug: 'resources',
  access: referenceAccess,
  versions: referenceVersions,
  // Restoring a version keeps the resource on or off the site as it is (src/cms/restore.ts).
  endpoints: [restoreVersionEndpoint('resources', 'resource')],
  hooks: withSearchIndex('resources', revalidateReference('resources')),
  defaultSort: 'createdAt',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category'] },
  fields: [
    { name: 'title', type: 'text', required: true, minLength: 3, maxLength: 200 },
    { name: 'description', type: 'textarea', required: true, minLength: 20, maxLength: 2000 },
    { name: 'website', type: 'text', required: true, validate: (v: unknown) => validateHttpsUrl(v, { required: true }) },
    { name: 'category', type: 'select', required: true, options: resourceCategories.map((c) => ({ label: c, value: c })) },
  ],
};
