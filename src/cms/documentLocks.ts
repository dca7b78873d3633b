/**
 * Who may take, change and remove a document lock (issue 16). Payload 3.90.2 adds its lock collection
 * (`payload-locked-documents`) itself while sanitizing the config, with "any signed-in account" for every
 * operation and no option to change that, so any account could delete or reassign anyone's lock through
 * the REST API. This sets the collection's access on the built config instead
 * (docs/decisions/0033-document-lock-access.md). Payload's own locking (the admin's form state, the
 * 423 check of a save) writes locks through the database adapter, which these rules do not touch.
 * A lock names its holder to every signed-in account, by display name where the account itself is not
 * theirs to read (nameLockHolder).
 */
import type { CollectionAfterOperationHook, CollectionAfterReadHook, SanitizedConfig } from 'payload';
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

/** The newsroom's accounts (Users.ts), the collection a lock's holder belongs to. */
const ACCOUNTS_COLLECTION = 'users';

/** A lock holder shown by id and display name (namedLockHolder). */
export type NamedHolder = { id: number | string; name: string | null; email: string };

/**
 * A lock's holder for a reader who may not read the holder's account (a contributor: roles.ts
 * readAccounts): its id and display name, nothing else of the account. Payload 3.90.2's "Document
 * locked" dialog (and the list's lock icon) names the holder by `email ?? id` of the lock's populated
 * `user`, or writes "User: 2" when it could not be populated, so the name goes in `email`, the one place
 * those read; an account without a name is "A colleague (account 2)". Pure.
 */
export function namedLockHolder(id: number | string, name: unknown): NamedHolder {
  const shown = typeof name === 'string' && name.trim() !== '' ? name.trim() : null;
  return { id, name: shown, email: shown ?? `A colleague (account ${id})` };
}

/**
 * After a lock is read: a holder the reader could not have populated (its account is not readable to
 * them) is given by id and display name (namedLockHolder), read past access for that one field. A
 * reader who may read the account gets it as before; a REST reader who asked for ids (`depth=0`) gets
 * the id.
 */
export const nameLockHolder: CollectionAfterReadHook = async ({ doc, req }) => {
  const holder = (doc as Partial<LockRecord> | null)?.user;
  if (!req.user || !holder || holder.relationTo !== ACCOUNTS_COLLECTION) return doc;
  if (typeof holder.value !== 'number' && typeof holder.value !== 'string') return doc;
  if (String(req.query?.depth) === '0') return doc;
  const account = await req.payload.findByID({
    collection: ACCOUNTS_COLLECTION,
    id: holder.value,
    depth: 0,
    select: { name: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  });
  if (!account) return doc;
  return { ...doc, user: { ...holder, value: namedLockHolder(holder.value, account.name) } };
};

/** The built config with the lock rules of roles.ts; fails at start when Payload no longer has the collection. */
export function restrictDocumentLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((c) => c.slug === LOCKS_COLLECTION);
  if (!locks) throw new Error(`Payload's ${LOCKS_COLLECTION} collection is missing: check src/cms/documentLocks.ts against this Payload version.`);
  locks.access = { ...locks.access, create: takeLock, update: changeOrRemoveLock, delete: changeOrRemoveLock };
  locks.hooks = { ...locks.hooks, afterRead: [...(locks.hooks?.afterRead ?? []), nameLockHolder] };
  return config;
}
