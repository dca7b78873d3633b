import { describe, expect, it } from 'vitest';
import {
  type Account,
  canPublish,
  changeLock,
  contributorLockTarget,
  createLock,
  createDraftable,
  editorsOnly,
  isAdmin,
  readMedia,
  readPublishedOrStaff,
  readAccounts,
  selfOrAdmin,
  updateDraftable,
  withoutHeldStories,
} from './roles';

const admin: Account = { id: 1, role: 'admin' };
const editor: Account = { id: 2, role: 'editor' };
const contributor: Account = { id: 3, role: 'contributor' };
const nobody: Account = null;
const unknownRole = { id: 4, role: 'owner' } as unknown as Account;

describe('newsroom roles', () => {
  it('only admins manage accounts; editors and admins publish', () => {
    expect([admin, editor, contributor, nobody].map(isAdmin)).toEqual([true, false, false, false]);
    expect([admin, editor, contributor, nobody].map(canPublish)).toEqual([true, true, false, false]);
    expect([admin, editor, contributor, nobody, unknownRole].map(editorsOnly)).toEqual([true, true, false, false, false]);
  });

  it('readers see published stories only; any newsroom account sees drafts', () => {
    expect(readPublishedOrStaff(nobody)).toEqual({ _status: { equals: 'published' } });
    expect(readPublishedOrStaff(unknownRole)).toEqual({ _status: { equals: 'published' } });
    expect(readPublishedOrStaff(contributor)).toBe(true);
  });

  it('readers see the photos published content shows; any newsroom account sees the whole media library', () => {
    expect(readMedia(nobody)).toEqual({ public: { equals: true } });
    expect(readMedia(unknownRole)).toEqual({ public: { equals: true } });
    expect(readMedia(contributor)).toBe(true);
    expect(readMedia(editor)).toBe(true);
  });

  it('a contributor creates drafts but cannot create a published story', () => {
    expect(createDraftable(contributor, { title: 'x' })).toBe(true);
    expect(createDraftable(contributor, { _status: 'draft' })).toBe(true);
    expect(createDraftable(contributor, { _status: 'published' })).toBe(false);
    expect(createDraftable(editor, { _status: 'published' })).toBe(true);
    expect(createDraftable(nobody, { _status: 'draft' })).toBe(false);
  });

  it('a contributor edits only its own unpublished stories, and never publishes them', () => {
    expect(updateDraftable(contributor, { title: 'x' })).toEqual({
      and: [{ createdBy: { equals: 3 } }, { _status: { not_equals: 'published' } }],
    });
    expect(updateDraftable(contributor, { _status: 'published' })).toBe(false);
    expect(updateDraftable(editor, { _status: 'published' })).toBe(true);
    expect(updateDraftable(admin, undefined)).toBe(true);
    expect(updateDraftable(nobody, { title: 'x' })).toBe(false);
  });

  it('accounts: admins change all, others only themselves, readers none', () => {
    expect(selfOrAdmin(admin)).toBe(true);
    expect(selfOrAdmin(editor)).toEqual({ id: { equals: 2 } });
    expect(selfOrAdmin(nobody)).toBe(false);
  });

  it('accounts: editors and admins read the whole newsroom (to assign tips), a contributor itself, readers none', () => {
    expect(readAccounts(admin)).toBe(true);
    expect(readAccounts(editor)).toBe(true);
    expect(readAccounts(contributor)).toEqual({ id: { equals: 3 } });
    expect(readAccounts(nobody)).toBe(false);
  });

  it('a document lock is taken in one\'s own name; its holder, editors and admins change or remove it', () => {
    const heldBy = (id: number | string) => ({ user: { relationTo: 'users', value: id } });
    expect(createLock(contributor, { document: { relationTo: 'stories', value: 9 }, ...heldBy(3) })).toBe(true);
    expect(createLock(contributor, heldBy(2))).toBe(false);
    expect(createLock(nobody, heldBy(3))).toBe(false);
    // What a contributor's lock is for: a story, checked against what it may edit; nothing else.
    expect(contributorLockTarget({ document: { relationTo: 'stories', value: 9 }, ...heldBy(3) })).toBe(9);
    expect(contributorLockTarget({ document: { relationTo: 'stories', value: '12' } })).toBe('12');
    expect(contributorLockTarget({ globalSlug: 'front-page', ...heldBy(3) })).toBeNull();
    expect(contributorLockTarget({ document: { relationTo: 'events', value: 9 } })).toBeNull();
    expect(contributorLockTarget({ document: { relationTo: 'stories', value: '9 OR 1=1' } })).toBeNull();
    expect(contributorLockTarget(undefined)).toBeNull();
    // Removing (no body) or refreshing a lock: an editor or admin any lock, a contributor only its own.
    expect(changeLock(editor, undefined)).toBe(true);
    expect(changeLock(admin, {})).toBe(true);
    expect(changeLock(contributor, undefined)).toEqual({
      and: [{ 'user.relationTo': { equals: 'users' } }, { 'user.value': { equals: 3 } }],
    });
    expect(changeLock(nobody, undefined)).toBe(false);
    expect(changeLock(unknownRole, undefined)).toBe(false);
    // Taking over: the new holder is the account making the change, never someone else.
    expect(changeLock(editor, heldBy(2))).toBe(true);
    expect(changeLock(editor, heldBy('2'))).toBe(true);
    expect(changeLock(editor, heldBy(3))).toBe(false);
    expect(changeLock(editor, { user: { relationTo: 'media', value: 2 } })).toBe(false);
    expect(changeLock(editor, { user: 2 })).toBe(false);
  });
});

describe('withoutHeldStories', () => {
  const own = { createdBy: { equals: 3 } };
  it("takes the stories held for a scheduled publish out of a contributor's rule", () => {
    expect(withoutHeldStories(own, [42, 'abc'])).toEqual({ and: [own, { id: { not_in: [42, 'abc'] } }] });
  });

  it('leaves the rule as it is when nothing is held', () => {
    expect(withoutHeldStories(own, [])).toBe(own);
  });
});
