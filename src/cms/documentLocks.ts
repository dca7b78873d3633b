/**
 * Who may take, change and remove a document lock (issue 16). Payload 3.90.2 adds its lock collection
 * (`payload-locked-documents`) itself while sanitizing the config, with "any signed-in account" for every
 * operation and no option to change that, so any account could delete or reassign anyone's lock through
 * the REST API. This sets the collection's access on the built config instead
 * (docs/decisions/0033-document-lock-access.md). Payload's own locking (the admin's form state, the
 * 423 check of a save) writes locks through the database adapter, which these rules do not touch.
 */
import type { CollectionAfterOperationHook, SanitizedConfig } from 'payload';
import { changeOrRemoveLock, takeLock } from './access';

export const LOCKS_COLLECTION = 'payload-locked-documents';

type LockHolder = { id: number | string; collection: string };
export type LockRecord = {
  document: { relationTo: string; value: number | string };
  user: { relationTo: string; value: number | string };
};

/**
 * The lock to put back after a save, or null. Payload 3.90.2 clears a document's lock on every save
 * (`checkDocumentLockStatus`), so with autosave (a save every 2 s while someone types) the lock was gone
 * most of the time, and a second editor who opened the story then saw no warning and saved over the first
 * one's work (a known limitation upstream, payloadcms/payload#11604). An autosave is its author still
 * at work in the admin: the lock is theirs again, with a fresh time (it lapses 5 minutes after their
 * last change, as before). A save that is not an autosave (Publish, an API client) leaves it cleared,
 * as Payload does: the admin takes it again at the editor's next change. Pure.
 */
export function lockAfterSave(save: {
  operation: string;
  autosave: unknown;
  id: unknown;
  collection: string;
  user: LockHolder | null | undefined;
}): LockRecord | null {
  if (save.operation !== 'updateByID' || save.autosave !== true || !save.user) return null;
  if (typeof save.id !== 'number' && typeof save.id !== 'string') return null;
  return {
    document: { relationTo: save.collection, value: save.id },
    user: { relationTo: save.user.collection, value: save.user.id },
  };
}

/**
 * After an autosave, the lock Payload's save cleared is taken again in the saver's name, in the save's
 * transaction (a refused or failed save changes no lock). A save refused because someone else holds the
 * lock (423) never gets here.
 */
export const keepLockAfterAutosave: CollectionAfterOperationHook = async ({ args, collection, operation, req, result }) => {
  const lock = lockAfterSave({
    operation,
    autosave: 'autosave' in args ? args.autosave : undefined,
    id: 'id' in args ? args.id : undefined,
    collection: collection.slug,
    user: req.user,
  });
  if (lock) await req.payload.db.create({ collection: LOCKS_COLLECTION, data: lock, req });
  return result;
};

/** The built config with the lock rules of roles.ts; fails at start when Payload no longer has the collection. */
export function restrictDocumentLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((c) => c.slug === LOCKS_COLLECTION);
  if (!locks) throw new Error(`Payload's ${LOCKS_COLLECTION} collection is missing: check src/cms/documentLocks.ts against this Payload version.`);
  locks.access = { ...locks.access, create: takeLock, update: changeOrRemoveLock, delete: changeOrRemoveLock };
  return config;
}
