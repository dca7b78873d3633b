import type { CollectionConfig } from 'payload';
import { eventCategories } from '@/content/schemas';
import { imageField } from '../fields/image';
import { validateHttpsUrl } from '../fields/validators';
import { withSearchIndex } from '../hooks/searchIndex';
import { addressSlugField, referenceAccess, referenceVersions, revalidateReference } from './reference';
import { restoreVersionEndpoint } from '../restore';

export const Events: CollectionConfig = {
  slug: 'events',
  access: referenceAccess,
  versions: referenceVersions,
  // Restoring a version keeps the event on or off the site as it is (src/cms/restore.ts).
  endpoints: [restoreVersionEndpoint('events', 'event')],
  hooks: withSearchIndex('events', revalidateReference('events', ['image'])),
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'startsAt', 'category'] },
  defaultSort: 'startsAt',
  fields: [
    { name: 'title', type: 'text', required: true, minLength: 5, maxLength: 200 },
    addressSlugField('title', 'The address of its calendar file: /events/{slug}/ics.'),
    { name: 'description', type: 'textarea', required: true, minLength: 20, maxLength: 5000 },
    // Times are entered and shown in Dallas time.
    {
      name: 'startsAt',
      type: 'date',
      required: true,
      index: true,
      timezone: { defaultTimezone: 'America/Chicago', supportedTimezones: [{ label: 'Dallas', value: 'America/Chicago' }] },
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'endsAt',
      type: 'date',
      required: true,
      timezone: { defaultTimezone: 'America/Chicago', supportedTimezones: [{ label: 'Dallas', value: 'America/Chicago' }] },
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      validate: (value: unknown, { siblingData }: { siblingData: { startsAt?: unknown } }) =>
        !value || !siblingData.startsAt || new Date(String(value)) >= new Date(String(siblingData.startsAt))
          ? true
          : 'An event ends after it starts.',
    },
    { name: 'location', type: 'text', required: true, minLength: 3, maxLength: 200 },
    { name: 'category', type: 'select', required: true, options: eventCategories.map((c) => ({ label: c, value: c })) },
    imageField('image'),
    { name: 'link', type: 'text', validate: (v: unknown) => validateHttpsUrl(v) },
  ],
};
