import type { CollectionConfig } from 'payload';
import { STAFF_KINDS, validateContactEmail, validateInstagramHandle, validateXHandle } from '@/features/authors/authorLinks';
import { MAX_STAFF_TITLE_LENGTH, teamTitles } from '@/content/schemas';
import { formerSlugsField } from '../fields/formerSlugs';
import { imageField } from '../fields/image';
import { slugField } from '../fields/slug';
import { validateHttpsUrl } from '../fields/validators';
import { markShownMediaPublic } from '../hooks/publicMedia';
import { reindexBylinesAfterRename } from '../hooks/searchIndex';
import { rememberStaffStoriesBeforeDelete, revalidateStaffAfterChange, revalidateStaffAfterDelete } from '../hooks/revalidateStaff';
import { validateSlugFormat } from '../slug';
import { referenceAccess, referenceVersions } from './reference';
import { restoreVersionEndpoint } from '../restore';

const isStaff = (data: unknown) => (data as { kind?: unknown } | undefined)?.kind !== 'contributor';

/**
 * The authors of stories: the newsroom's team (the About page's cards) and guest contributors credited
 * without an account. Each has a page at `/authors/{slug}`. Like the reference collections, a bio is
 * prepared as a draft and reaches readers when published; the last 25 revisions can be restored.
 */
/**
 * true, or why a title is refused: a staff member has a title (any words: a new beat needs no code
 * change), on one line and short enough for a card; a guest contributor may have none.
 */
export function validateStaffTitle(value: unknown, staff: boolean): true | string {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return staff ? 'A staff member has a title, such as "Senior Reporter".' : true;
  }
  if (typeof value !== 'string') return 'The title is text, such as "Senior Reporter".';
  if (value.trim().length > MAX_STAFF_TITLE_LENGTH) return `The title is at most ${MAX_STAFF_TITLE_LENGTH} characters.`;
  if (/[\u0000-\u001f\u007f]/.test(value)) return 'The title is one line of text.';
  return true;
}

/** A title as stored: without the spaces around it. */
const trimTitle = ({ value }: { value?: unknown }) => (typeof value === 'string' ? value.trim() : value);

export const Staff: CollectionConfig = {
  slug: 'staff',
  access: referenceAccess,
  versions: referenceVersions,
  // Restoring a version keeps the author page on or off the site as it is (src/cms/restore.ts).
  endpoints: [restoreVersionEndpoint('staff', 'author page')],
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
      type: 'text',
      maxLength: MAX_STAFF_TITLE_LENGTH,
      admin: {
        condition: (data) => isStaff(data),
        description: `Shown on the About page and the author page. The masthead's titles (${teamTitles.join(', ')}) come first on the About page, in that order; other titles follow.`,
      },
      hooks: { beforeValidate: [trimTitle] },
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
