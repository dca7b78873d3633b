/**
 * Who may take, change and remove a document lock (issue 16). Payload 3.90.2 adds its lock collection
 * (`payload-locked-documents`) itself while sanitizing the config, with "any signed-in account" for every
 * operation and no option to change that, so any account could delete or reassign anyone's lock through
 * the REST API. This sets the collection's access on the built config instead
 * (docs/decisions/0033-document-lock-access.md). Payload's own locking (the admin's form state, the
 * 423 check of a save) writes locks through the database adapter, which these rules do not touch.
 */
import type { SanitizedConfig } from 'payload';
import { changeOrRemoveLock, takeLock } from './access';

export const LOCKS_COLLECTION = 'payload-locked-documents';

/** The built config with the lock rules of roles.ts; fails at start when Payload no longer has the collection. */
export function restrictDocumentLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((c) => c.slug === LOCKS_COLLECTION);
  if (!locks) throw new Error(`Payload's ${LOCKS_COLLECTION} collection is missing: check src/cms/documentLocks.ts against this Payload version.`);
  locks.access = { ...locks.access, create: takeLock, update: changeOrRemoveLock, delete: changeOrRemoveLock };
  return config;
}
