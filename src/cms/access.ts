/**
 * The role rules of roles.ts in the shape Payload's `access` options take. Kept apart from roles.ts
 * so that the rules themselves stay free of Payload's request type.
 */
import type { Access, FieldAccess, PayloadRequest, Where } from 'payload';
import {
  type Account,
  canPublish,
  changeLock,
  contributorLockTarget,
  createDraftable,
  createLock,
  editorsOnly,
  isAdmin,
  isSignedIn,
  readAccounts,
  readMedia,
  readPublishedOrStaff,
  selfOrAdmin,
  updateDraftable,
  withoutHeldStories,
} from './roles';
import { storiesHeldForPublishing } from './schedule';

/** The signed-in account as the rules see it (Payload types `req.user` from the generated types). */
export function account(req: PayloadRequest): Account {
  return req.user as Account;
}

export const anyone: Access = () => true;
export const signedIn: Access = ({ req }) => isSignedIn(account(req));
export const admins: Access = ({ req }) => isAdmin(account(req));
export const editors: Access = ({ req }) => editorsOnly(account(req));
export const accountsSelfOrAdmin: Access = ({ req }) => selfOrAdmin(account(req));
export const accountsReadable: Access = ({ req }) => readAccounts(account(req));
export const publishedOrStaff: Access = ({ req }) => readPublishedOrStaff(account(req));
/**
 * The media library's documents (roles.ts readMedia). A photo's files are answered to anyone who asks for
 * one by its name: the public pages link them, and link only the photos of published content.
 */
export const mediaReadable: Access = ({ req, isReadingStaticFile }) => isReadingStaticFile === true || readMedia(account(req));
export const createDraft: Access = ({ req, data }) => createDraftable(account(req), data);
/** roles.ts updateDraftable, less the stories held for a scheduled publish (asked only for a contributor). */
async function contributorsUpdate(req: PayloadRequest, data: unknown): Promise<boolean | Where> {
  const rule = updateDraftable(account(req), data);
  return typeof rule === 'object' ? withoutHeldStories(rule, await storiesHeldForPublishing(req)) : rule;
}
export const updateDraft: Access = ({ req, data }) => contributorsUpdate(req, data);
export const takeLock: Access = async ({ req, data }) => {
  const user = account(req);
  if (!createLock(user, data)) return false;
  if (canPublish(user)) return true;
  // A contributor: only a story it may update (its own, not published), read past access.
  const story = contributorLockTarget(data);
  if (story === null) return false;
  const mayEdit = await contributorsUpdate(req, {});
  if (typeof mayEdit !== 'object') return false;
  const found = await req.payload.count({
    collection: 'stories',
    where: { and: [{ id: { equals: story } }, mayEdit] },
    overrideAccess: true,
    req,
  });
  return found.totalDocs > 0;
};
export const changeOrRemoveLock: Access = ({ req, data }) => changeLock(account(req), data);

export const adminsField: FieldAccess = ({ req }) => isAdmin(account(req));
export const signedInField: FieldAccess = ({ req }) => isSignedIn(account(req));
