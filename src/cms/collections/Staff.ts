import type { CollectionConfig } from 'payload';
import { teamTitles } from '@/content/schemas';
import { imageField } from '../fields/image';
import { revalidateStaffAfterChange, revalidateStaffAfterDelete } from '../hooks/revalidateStaff';
import { editorialAccess } from './editorial';

/** The team page's people, and the authors of stories. */
export const Staff: CollectionConfig = {
  slug: 'staff',
  access: editorialAccess,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'title'] },
  hooks: { afterChange: [revalidateStaffAfterChange], afterDelete: [revalidateStaffAfterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true, minLength: 3, maxLength: 120 },
    { name: 'title', type: 'select', required: true, options: teamTitles.map((t) => ({ label: t, value: t })) },
    { name: 'bio', type: 'textarea', required: true, minLength: 40, maxLength: 2000 },
    imageField('image'),
  ],
};
