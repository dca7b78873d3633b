/** The newsroom accounts the e2e global setup creates (or resets) through `npm run newsroom -- user add`. */
export const newsroomPassword = 'e2e-newsroom-password';

export const newsroomAccounts = {
  admin: 'admin@e2e.dallaslocal.test',
  editor: 'editor@e2e.dallaslocal.test',
  contributor: 'contributor@e2e.dallaslocal.test',
} as const;

export type NewsroomRole = keyof typeof newsroomAccounts;

/**
 * Accounts of e2e/workflow.spec.ts alone, so that its logins never coincide with another spec's login
 * of the same account (Payload saves an account's session list whole at each login). Two editors: the
 * document-locking test needs a second one.
 */
export const workflowAccounts = {
  editor: { email: 'workflow-editor@e2e.dallaslocal.test', role: 'editor' },
  secondEditor: { email: 'workflow-editor2@e2e.dallaslocal.test', role: 'editor' },
  contributor: { email: 'workflow-contributor@e2e.dallaslocal.test', role: 'contributor' },
} as const satisfies Record<string, { email: string; role: NewsroomRole }>;

/** The editor of e2e/publishing.spec.ts alone (same reason as the workflow's accounts). */
export const publishingEditor = 'publishing-editor@e2e.dallaslocal.test';

/** The editor of e2e/cms-collections.spec.ts alone (same reason). */
export const collectionsEditor = 'collections-editor@e2e.dallaslocal.test';
/** The editors of e2e/search.spec.ts, one per project (both projects run at once). */
export const searchEditors = { desktop: 'search-editor@e2e.dallaslocal.test', mobile: 'search-editor-mobile@e2e.dallaslocal.test' } as const;

/** The editor of e2e/corrections.spec.ts alone (same reason). */
export const correctionsEditor = 'corrections-editor@e2e.dallaslocal.test';

/** The editor of e2e/event-submissions.spec.ts alone (same reason). */
export const submissionsEditor = 'submissions-editor@e2e.dallaslocal.test';

/** Every account the global setup makes. */
export const allNewsroomAccounts: ReadonlyArray<{ email: string; role: NewsroomRole }> = [
  ...Object.entries(newsroomAccounts).map(([role, email]) => ({ email, role: role as NewsroomRole })),
  ...Object.values(workflowAccounts),
  { email: publishingEditor, role: 'editor' },
  { email: collectionsEditor, role: 'editor' },
  { email: correctionsEditor, role: 'editor' },
  { email: submissionsEditor, role: 'editor' },
  ...Object.values(searchEditors).map((email) => ({ email, role: 'editor' as const })),
];
