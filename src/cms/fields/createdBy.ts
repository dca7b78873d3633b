import type { Field } from 'payload';
import { account, signedInField } from '../access';

/**
 * The account that created the document, set by the server on creation and never changed by a
 * request: the contributor rule "edit only your own" reads it. Newsroom accounts only: a reader neither
 * sees it in a published story or photo nor queries by it (`where[createdBy]` would tell which account
 * ids exist and who wrote what).
 */
export const createdByField: Field = {
  name: 'createdBy',
  type: 'relationship',
  relationTo: 'users',
  index: true,
  // Only the account's id in API answers: never its record (email, sessions) inside every document.
  maxDepth: 0,
  access: { read: signedInField },
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
