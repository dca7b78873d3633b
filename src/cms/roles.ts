/**
 * Newsroom roles and the access rules built from them. The functions here are pure (a user in,
 * a decision out) so that they are unit-tested apart from Payload; the collections wire them in.
 *
 * - admin: accounts and everything else.
 * - editor: publishes, unpublishes and edits anyone's work.
 * - contributor: creates and edits its own drafts; cannot publish, delete or edit others' work.
 */
import type { Where } from 'payload';

export const roles = ['admin', 'editor', 'contributor'] as const;
export type Role = (typeof roles)[number];

/** What the rules need to know about the signed-in account (null when nobody is signed in). */
export type Account = { id: number | string; role?: Role | null } | null | undefined;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

export function isAdmin(user: Account): boolean {
  return user?.role === 'admin';
}

/** Editors and admins: publish, unpublish, delete, edit anyone's work. */
export function canPublish(user: Account): boolean {
  return user?.role === 'admin' || user?.role === 'editor';
}

export function isSignedIn(user: Account): boolean {
  return isRole(user?.role);
}

/** The status a save asks for, from the request body (`_status`, Payload's drafts field). */
function asksToPublish(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { _status?: unknown })._status === 'published';
}

/** Readers see published documents only; newsroom accounts see drafts too. */
export function readPublishedOrStaff(user: Account): boolean | Where {
  return isSignedIn(user) ? true : { _status: { equals: 'published' } };
}

/**
 * The media library: newsroom accounts read every photo; readers only the photos that published content
 * shows (`public`, set when that content is published: src/cms/hooks/publicMedia.ts), so a photo
 * uploaded for a story not yet out, its caption and its alt text stay in the newsroom.
 */
export function readMedia(user: Account): boolean | Where {
  return isSignedIn(user) ? true : { public: { equals: true } };
}

/** Creating a story: any newsroom account, but only editors and admins may create it published. */
export function createDraftable(user: Account, data: unknown): boolean {
  if (!isSignedIn(user)) return false;
  return canPublish(user) || !asksToPublish(data);
}

/**
 * Updating a story: editors and admins, any story. A contributor: only its own story, only while it
 * is not published, and never to publish it.
 */
export function updateDraftable(user: Account, data: unknown): boolean | Where {
  if (canPublish(user)) return true;
  if (!isSignedIn(user) || !user || asksToPublish(data)) return false;
  return { and: [{ createdBy: { equals: user.id } }, { _status: { not_equals: 'published' } }] };
}

/**
 * A contributor's update rule without the stories an editor has scheduled to publish (`held`): the
 * scheduled job publishes the latest draft as the editor reviewed it. As a rule rather than a refusal
 * at save time, so that the admin shows those stories read-only to the contributor. Pure.
 */
export function withoutHeldStories(rule: Where, held: readonly (number | string)[]): Where {
  return held.length === 0 ? rule : { and: [rule, { id: { not_in: [...held] } }] };
}

/** Collections without drafts (events, books...): everyone reads, editors and admins write. */
export function editorsOnly(user: Account): boolean {
  return canPublish(user);
}

/**
 * Reading accounts: editors and admins see the whole newsroom (an editor assigns a story tip to a
 * colleague, and the admin's picker lists only the accounts its user can read); a contributor sees
 * only its own; readers none.
 */
export function readAccounts(user: Account): boolean | Where {
  return canPublish(user) ? true : selfOrAdmin(user);
}

/** Changing accounts: admins manage all of them; everyone else only its own. */
export function selfOrAdmin(user: Account): boolean | Where {
  if (isAdmin(user)) return true;
  if (!isSignedIn(user) || !user) return false;
  return { id: { equals: user.id } };
}

/** The accounts collection: a document lock names its holder as `{ relationTo: 'users', value: id }`. */
const ACCOUNTS = 'users';

/** Whether a lock's request body leaves the holder as it is or names `user` as the new holder. */
function namesNoOtherHolder(user: Account, data: unknown): boolean {
  if (typeof data !== 'object' || data === null || !('user' in data)) return true;
  const holder = (data as { user?: unknown }).user;
  if (typeof holder !== 'object' || holder === null || !user) return false;
  const { relationTo, value } = holder as { relationTo?: unknown; value?: unknown };
  return relationTo === ACCOUNTS && (typeof value === 'number' || typeof value === 'string') && String(value) === String(user.id);
}

/**
 * Taking a document lock: any newsroom account, in its own name only. An editor or admin may lock
 * anything; a contributor only a story it may edit (`contributorLockTarget`, checked against the story):
 * a lock on anything else would hold the editors out of it.
 */
export function createLock(user: Account, data: unknown): boolean {
  return isSignedIn(user) && namesNoOtherHolder(user, data);
}

/** The story a contributor's lock request is for, by id; null for a global, another collection or no document. */
export function contributorLockTarget(data: unknown): string | number | null {
  if (typeof data !== 'object' || data === null) return null;
  const { document, globalSlug } = data as { document?: unknown; globalSlug?: unknown };
  if (globalSlug !== undefined && globalSlug !== null) return null;
  if (typeof document !== 'object' || document === null) return null;
  const { relationTo, value } = document as { relationTo?: unknown; value?: unknown };
  if (relationTo !== 'stories') return null;
  return typeof value === 'number' || (typeof value === 'string' && /^\d{1,10}$/.test(value)) ? value : null;
}

/**
 * Changing or removing a document lock: its holder, an editor or an admin (editors take over a
 * document from anyone); a change may name only the account making it as the new holder.
 */
export function changeLock(user: Account, data: unknown): boolean | Where {
  if (!isSignedIn(user) || !user || !namesNoOtherHolder(user, data)) return false;
  if (canPublish(user)) return true;
  return { and: [{ 'user.relationTo': { equals: ACCOUNTS } }, { 'user.value': { equals: user.id } }] };
}
