import type { CollectionConfig } from 'payload';
import { STAFF_KINDS, validateContactEmail, validateInstagramHandle, validateXHandle } from '@/features/authors/authorLinks';
import { teamTitles } from '@/content/schemas';
import { formerSlugsField } from '../fields/formerSlugs';
import { imageField } from '../fields/image';
import { slugField } from '../fields/slug';
import { validateHttpsUrl } from '../fields/validators';
import { markShownMediaPublic } from '../hooks/publicMedia';
import { reindexBylinesAfterRename } from '../hooks/searchIndex';
import { rememberStaffStoriesBeforeDelete, revalidateStaffAfterChange, revalidateStaffAfterDelete } from '../hooks/revalidateStaff';
import { validateSlugFormat } from '../slug';
import { referenceAccess, referenceVersions } from './reference';

const isStaff = (data: unknown) => (data as { kind?: unknown } | undefined)?.kind !== 'contributor';

/**
 * The authors of stories: the newsroom's team (the About page's cards) and guest contributors credited
 * without an account. Each has a page at `/authors/{slug}`. Like the reference collections, a bio is
 * prepared as a draft and reaches readers when published; the last 25 revisions can be restored.
 */
/** true, or why a title is refused: a staff member has one of the newsroom's titles; a guest may have none. */
export function validateStaffTitle(value: unknown, staff: boolean): true | string {
  if (value === null || value === undefined || value === '') return staff ? 'A staff member has a title.' : true;
  if (typeof value === 'string' && (teamTitles as readonly string[]).includes(value)) return true;
  return `The title must be one of: ${teamTitles.join(', ')}.`;
}

export const Staff: CollectionConfig = {
  slug: 'staff',
  access: referenceAccess,
  versions: referenceVersions,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'kind', 'title', 'slug'] },
  hooks: {
    afterChange: [markShownMediaPublic(['image']), revalidateStaffAfterChange, reindexBylinesAfterRename],
    beforeDelete: [rememberStaffStoriesBeforeDelete],
    afterDelete: [revalidateStaffAfterDelete],
  },
  fields: [
    { name: 'name', type: 'text', required: true, minLength: 3, maxLength: 120 },
    slugField({
      from: 'name',
      description: 'The author page: /authors/{slug}. Made from the name when left empty.',
      validate: (value) => validateSlugFormat(value, 'name'),
    }),
    formerSlugsField('author page'),
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'staff',
      options: STAFF_KINDS.map((k) => ({ label: k === 'staff' ? 'Staff (on the About page)' : 'Guest contributor', value: k })),
      admin: { position: 'sidebar', description: 'Guest contributors have an author page but no card on the About page.' },
    },
    {
      name: 'title',
      type: 'select',
      options: teamTitles.map((t) => ({ label: t, value: t })),
      admin: { condition: (data) => isStaff(data) },
      // Replaces Payload's own check of the options, so it checks them too: a title not in the list
      // reached PostgreSQL and came back as "an id must be a whole number".
      validate: (value: unknown, { data }: { data: unknown }) => validateStaffTitle(value, isStaff(data)),
    },
    { name: 'bio', type: 'textarea', required: true, minLength: 40, maxLength: 2000 },
    imageField('image'),
    {
      name: 'contact',
      type: 'group',
      admin: { description: 'Optional links shown on the author page.' },
      fields: [
        { name: 'email', type: 'text', maxLength: 254, validate: (v: unknown) => validateContactEmail(v) },
        { name: 'website', type: 'text', maxLength: 300, validate: (v: unknown) => validateHttpsUrl(v) },
        { name: 'x', label: 'X handle', type: 'text', maxLength: 16, validate: (v: unknown) => validateXHandle(v), admin: { description: 'Without the @.' } },
        { name: 'instagram', label: 'Instagram handle', type: 'text', maxLength: 31, validate: (v: unknown) => validateInstagramHandle(v), admin: { description: 'Without the @.' } },
      ],
    },
  ],
};
