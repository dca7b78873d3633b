import type { CollectionConfig } from 'payload';
import { account, accountsReadable, accountsSelfOrAdmin, admins, adminsField } from '../access';
import { secureCookies } from '../csrf';
import { releaseAccountWork } from '../hooks/accountRemoval';
import { isSignedIn, roles } from '../roles';

/** Newsroom accounts. The first admin is made with `npm run newsroom -- user add` (README: Publishing). */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'] },
  auth: {
    // Failed sign-ins are limited per client and per account in front of Payload (../signInLimit.ts);
    // Payload's own lock let one machine lock anyone's account, and said which accounts exist.
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Lax', secure: secureCookies() },
  },
  access: {
    admin: ({ req }) => isSignedIn(account(req)),
    create: admins,
    read: accountsReadable,
    update: accountsSelfOrAdmin,
    delete: admins,
    unlock: admins,
  },
  hooks: {
    // A deleted account's locks and assigned tips are released (../hooks/accountRemoval.ts).
    beforeDelete: [releaseAccountWork],
    beforeChange: [
      // The very first account made on the admin's "create first user" screen is an admin. The
      // command line (Payload's local API) always says which role it gives.
      async ({ operation, req, data }) => {
        if (operation !== 'create' || req.payloadAPI === 'local') return data;
        const { totalDocs } = await req.payload.count({ collection: 'users', req, overrideAccess: true });
        return totalDocs === 0 ? { ...data, role: 'admin' } : data;
      },
    ],
  },
  fields: [
    { name: 'name', type: 'text', maxLength: 120 },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'contributor',
      options: roles.map((r) => ({ label: r[0]!.toUpperCase() + r.slice(1), value: r })),
      // Only admins give or change roles; nobody promotes themselves.
      access: { create: adminsField, update: adminsField },
      saveToJWT: true,
    },
  ],
};
