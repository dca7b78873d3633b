import type { CollectionConfig } from 'payload';
import { dallasNeighborhoods } from '@/content/schemas';
import { communityFields } from '../fields/community';
import { formerSlugsField } from '../fields/formerSlugs';
import { imageField } from '../fields/image';
import { withSearchIndex } from '../hooks/searchIndex';
import { addressSlugField, referenceAccess, referenceVersions, revalidateReference } from './reference';
import { restoreVersionEndpoint } from '../restore';

export const Groups: CollectionConfig = {
  slug: 'groups',
  access: referenceAccess,
  versions: referenceVersions,
  // Restoring a version keeps the group on or off the site as it is (src/cms/restore.ts).
  endpoints: [restoreVersionEndpoint('groups', 'group')],
  hooks: withSearchIndex('groups', revalidateReference('groups', ['image'])),
  defaultSort: 'createdAt',
  admin: { useAsTitle: 'name' },
  fields: [
    { name: 'name', type: 'text', required: true, minLength: 3, maxLength: 200 },
    addressSlugField('name', 'The address of its page: /community/groups/{slug}.'),
    formerSlugsField('group', 'id'),
    { name: 'description', type: 'textarea', required: true, minLength: 20, maxLength: 2000 },
    {
      name: 'members',
      type: 'number',
      required: true,
      min: 0,
      // Replaces Payload's own check, `min` included: a count below zero is refused here.
      validate: (v: unknown) => (Number.isInteger(v) && Number(v) >= 0 ? true : 'A whole number of members, 0 or more.'),
    },
    {
      name: 'neighborhood',
      type: 'select',
      required: true,
      options: dallasNeighborhoods.map((n) => ({ label: n, value: n })),
      admin: { description: 'Where the group mostly meets (the Community Map).' },
    },
    imageField('image'),
    ...communityFields,
  ],
};
