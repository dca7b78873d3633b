/** The newsroom accounts the e2e global setup creates (or resets) through `npm run newsroom -- user add`. */
export const newsroomPassword = 'e2e-newsroom-password';

export const newsroomAccounts = {
  admin: 'admin@e2e.dallaslocal.test',
  editor: 'editor@e2e.dallaslocal.test',
  contributor: 'contributor@e2e.dallaslocal.test',
} as const;

export type NewsroomRole = keyof typeof newsroomAccounts;
