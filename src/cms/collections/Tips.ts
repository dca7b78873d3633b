import { APIError, type CollectionConfig } from 'payload';
import { TIP_STATUSES, resolveTipStatus } from '@/features/tips/tipStatus';
import { editors } from '../access';

const readOnly = { readOnly: true } as const;
/** What the reader sent: set when the tip is made (the local API), never changed afterwards. */
const asSent = { update: () => false } as const;

/**
 * Story tips: every contact message whose subject is a story idea (src/features/tips/tipStatus.ts) is
 * copied here when it arrives (src/server/forms/run.ts), so the newsroom follows it up in the admin:
 * status, assignee, note. The message itself stays in `contact_messages` (`npm run inbox`).
 */
export const Tips: CollectionConfig = {
  slug: 'tips',
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'from', 'status', 'assignee', 'receivedAt'],
    description: 'Story ideas sent with the contact form. Pick an assignee to assign one; mark it done when handled.',
  },
  // Made by the site only (the local API); editors and admins follow them up.
  access: { read: editors, create: () => false, update: editors, delete: editors },
  defaultSort: '-receivedAt',
  hooks: {
    beforeChange: [
      ({ data, originalDoc }) => {
        const resolved = resolveTipStatus(data, originalDoc);
        if ('error' in resolved) throw new APIError(resolved.error, 400, null, true);
        return { ...data, status: resolved.status };
      },
    ],
  },
  fields: [
    { name: 'subject', type: 'text', required: true, access: asSent, admin: readOnly },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: TIP_STATUSES.map((s) => ({ label: s[0]!.toUpperCase() + s.slice(1), value: s })),
      admin: { position: 'sidebar' },
    },
    { name: 'assignee', type: 'relationship', relationTo: 'users', admin: { position: 'sidebar' } },
    { name: 'note', type: 'textarea', maxLength: 4000, admin: { description: 'For the newsroom only.' } },
    { name: 'from', type: 'text', required: true, access: asSent, admin: readOnly },
    { name: 'email', type: 'text', required: true, access: asSent, admin: readOnly },
    { name: 'phone', type: 'text', access: asSent, admin: readOnly },
    { name: 'message', type: 'textarea', required: true, access: asSent, admin: readOnly },
    { name: 'receivedAt', type: 'date', required: true, index: true, access: asSent, admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'contactMessage', label: 'Contact message #', type: 'number', required: true, unique: true, access: asSent, admin: { ...readOnly, position: 'sidebar' } },
  ],
};
