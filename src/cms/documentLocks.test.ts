import { buildConfig, type AccessArgs } from 'payload';
import { describe, expect, it } from 'vitest';
import { LOCKS_COLLECTION, lockAfterSave, nameLockHolder, namedLockHolder, restrictDocumentLocks } from './documentLocks';

/** Payload's own sanitizing adds the lock collection: a config with an auth and a lockable collection. */
const built = () =>
  buildConfig({
    secret: 'a-secret-only-for-this-test-0123456789',
    collections: [
      { slug: 'users', auth: true, fields: [] },
      { slug: 'notes', fields: [{ name: 'text', type: 'text' }] },
    ],
    // Sanitizing does not touch the database: the adapter is never initialized here.
    db: { defaultIDType: 'number', init: () => ({}) } as unknown as Parameters<typeof buildConfig>[0]['db'],
  });

/**
 * The arguments Payload passes an access rule: the request's account and the body; `editable` stories
 * are those the account may update (what a count of stories finds); no story is held by a schedule
 * (the queue of jobs is empty).
 */
const as = (user: { id: number; role: string } | null, data?: unknown, editable = 0) =>
  ({ req: { user, payload: { count: async () => ({ totalDocs: editable }), find: async () => ({ docs: [] }) } }, data }) as unknown as AccessArgs;
const storyLock = (story: number, holder: number) => ({ document: { relationTo: 'stories', value: story }, user: { relationTo: 'users', value: holder } });

describe('restrictDocumentLocks', () => {
  it("replaces Payload's signed-in-only access of the lock collection with the lock rules", async () => {
    const config = await built();
    const before = config.collections.find((c) => c.slug === LOCKS_COLLECTION)!.access;
    // Payload's default: any signed-in account removes any lock.
    expect(await before.delete(as({ id: 3, role: 'contributor' }))).toBe(true);

    const locks = restrictDocumentLocks(config).collections.find((c) => c.slug === LOCKS_COLLECTION)!.access;
    expect(await locks.delete(as({ id: 3, role: 'contributor' }))).toEqual({
      and: [{ 'user.relationTo': { equals: 'users' } }, { 'user.value': { equals: 3 } }],
    });
    expect(await locks.delete(as({ id: 2, role: 'editor' }))).toBe(true);
    expect(await locks.update(as({ id: 3, role: 'contributor' }, { user: { relationTo: 'users', value: 2 } }))).toBe(false);
    // A contributor locks only a story it may edit; an editor anything, the front page included.
    expect(await locks.create(as({ id: 3, role: 'contributor' }, storyLock(9, 3), 1))).toBe(true);
    expect(await locks.create(as({ id: 3, role: 'contributor' }, storyLock(8, 3), 0))).toBe(false);
    expect(await locks.create(as({ id: 3, role: 'contributor' }, { globalSlug: 'front-page', user: { relationTo: 'users', value: 3 } }, 1))).toBe(false);
    expect(await locks.create(as({ id: 2, role: 'editor' }, { globalSlug: 'front-page', user: { relationTo: 'users', value: 2 } }))).toBe(true);
    expect(await locks.read(as({ id: 3, role: 'contributor' }))).toBe(true);
  });

  it('fails loudly when the lock collection is missing', async () => {
    const config = await built();
    config.collections = config.collections.filter((c) => c.slug !== LOCKS_COLLECTION);
    expect(() => restrictDocumentLocks(config)).toThrow(LOCKS_COLLECTION);
  });
});

describe('lockAfterSave', () => {
  const editor = { id: 2, collection: 'users' };
  it("puts the saver's lock back after an autosave of a document", () => {
    expect(lockAfterSave({ operation: 'updateByID', autosave: true, id: 41, collection: 'stories', user: editor })).toEqual({
      document: { relationTo: 'stories', value: 41 },
      user: { relationTo: 'users', value: 2 },
    });
  });

  it('leaves the lock cleared after any other save, and without an account', () => {
    const save = { operation: 'updateByID', autosave: true, id: 41, collection: 'stories', user: editor };
    expect(lockAfterSave({ ...save, autosave: false })).toBeNull();
    expect(lockAfterSave({ ...save, autosave: undefined })).toBeNull();
    expect(lockAfterSave({ ...save, operation: 'create' })).toBeNull();
    expect(lockAfterSave({ ...save, operation: 'update' })).toBeNull();
    expect(lockAfterSave({ ...save, user: null })).toBeNull();
    expect(lockAfterSave({ ...save, id: undefined })).toBeNull();
  });
});

describe('namedLockHolder', () => {
  it("gives the holder by id and display name, the name where Payload's lock dialog reads it", () => {
    expect(namedLockHolder(2, '  Dana Reyes ')).toEqual({ id: 2, name: 'Dana Reyes', email: 'Dana Reyes' });
  });

  it('says "a colleague" of an account without a name, never its email', () => {
    expect(namedLockHolder(7, '')).toEqual({ id: 7, name: null, email: 'A colleague (account 7)' });
    expect(namedLockHolder(7, null)).toEqual({ id: 7, name: null, email: 'A colleague (account 7)' });
  });
});

describe('nameLockHolder', () => {
  const lock = { id: 5, document: { relationTo: 'stories', value: 41 }, user: { relationTo: 'users', value: 2 } };
  const read = (doc: unknown, { user = { id: 3, role: 'contributor' } as unknown, depth = undefined as string | undefined, name = 'Dana Reyes' as unknown, exists = true } = {}) => {
    const lookups: unknown[] = [];
    const req = {
      user,
      query: depth === undefined ? {} : { depth },
      payload: {
        findByID: async (args: { id: unknown; select: unknown; overrideAccess: unknown }) => {
          lookups.push(args);
          return exists ? { id: args.id, name } : null;
        },
      },
    };
    return { lookups, result: nameLockHolder({ doc, req, collection: {}, context: {} } as unknown as Parameters<typeof nameLockHolder>[0]) };
  };

  it('names a holder whose account the reader could not read, reading only its name', async () => {
    const { lookups, result } = read(lock);
    expect(await result).toEqual({ ...lock, user: { relationTo: 'users', value: { id: 2, name: 'Dana Reyes', email: 'Dana Reyes' } } });
    expect(lookups).toEqual([expect.objectContaining({ id: 2, select: { name: true }, overrideAccess: true })]);
  });

  it('leaves a populated holder, a request for ids, a deleted account and a signed-out reader as they are', async () => {
    const populated = { ...lock, user: { relationTo: 'users', value: { id: 2, email: 'dana@dallaslocal.test' } } };
    expect(await read(populated).result).toBe(populated);
    expect(await read(lock, { depth: '0' }).result).toBe(lock);
    expect(await read(lock, { exists: false }).result).toBe(lock);
    expect(await read(lock, { user: null }).result).toBe(lock);
  });
});
