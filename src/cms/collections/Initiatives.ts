import type { CollectionConfig } from 'payload';
import { dallasNeighborhoods } from '@/content/schemas';
import { validateCalendarDate } from '../fields/validators';
import { communityFields } from '../fields/community';
import { formerSlugsField } from '../fields/formerSlugs';
import { imageField } from '../fields/image';
import { withSearchIndex } from '../hooks/searchIndex';
import { addressSlugField, referenceAccess, referenceVersions, revalidateReference } from './reference';
import { restoreVersionEndpoint } from '../restore';

export const Initiatives: CollectionConfig = {
  slug: 'initiatives',
  access: referenceAccess,
  versions: referenceVersions,
  // Restoring a version keeps the initiative on or off the site as it is (src/cms/restore.ts).
  endpoints: [restoreVersionEndpoint('initiatives', 'initiative')],
  hooks: withSearchIndex('initiatives', revalidateReference('initiatives', ['image'])),
  defaultSort: 'createdAt',
  admin: { useAsTitle: 'title' },
  fields: [
    { name: 'title', type: 'text', required: true, minLength: 5, maxLength: 200 },
    addressSlugField('title', 'The address of its page: /community/initiatives/{slug}.'),
    formerSlugsField('initiative', 'id'),
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
    // Calendar days in Dallas, typed as yyyy-MM-dd: a date-time field would store an instant, which a
    // browser in another time zone shows as the day before (docs/decisions/0022-content-collections.md).
    {
      name: 'startDate',
      type: 'text',
      required: true,
      validate: (v: unknown) => validateCalendarDate(v, { required: true }),
      admin: { description: 'First day, as 2025-06-02. Before it the initiative shows as starting soon.' },
    },
    {
      name: 'endDate',
      type: 'text',
      validate: (v: unknown, { siblingData }: { siblingData: { startDate?: unknown } }) => {
        const valid = validateCalendarDate(v);
        if (valid !== true || !v || typeof siblingData.startDate !== 'string') return valid;
        return String(v) >= siblingData.startDate ? true : 'An initiative ends on or after its first day.';
      },
      admin: { description: 'Last day, as 2025-08-08; empty while it has no planned end. After it the initiative shows as ended.' },
    },
    {
      name: 'neighborhood',
      type: 'select',
      required: true,
      options: dallasNeighborhoods.map((n) => ({ label: n, value: n })),
      admin: { description: 'Where it happens (the Community Map).' },
    },
    imageField('image'),
    ...communityFields,
  ],
};
