import type { Field } from 'payload';
import { account } from '../access';

/**
 * The account that created the document, set by the server on creation and never changed by a
 * request: the contributor rule "edit only your own" reads it.
 */
export const createdByField: Field = {
  name: 'createdBy',
  type: 'relationship',
  relationTo: 'users',
  index: true,
  // Only the account's id in API answers: never its record (email, sessions) inside every document.
  maxDepth: 0,
  admin: { readOnly: true, position: 'sidebar' },
  hooks: {
    beforeChange: [
      ({ operation, req, originalDoc }) => {
        if (operation === 'create') return account(req)?.id ?? null;
        const previous: unknown = originalDoc?.createdBy;
        return typeof previous === 'object' && previous !== null ? (previous as { id: unknown }).id : previous;
      },
    ],
  },
};
