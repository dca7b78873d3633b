/**
 * What an account held goes when the account is deleted: its document locks (a lock whose holder no
 * longer exists left the story a blank page in the admin for every editor until the lock timed out),
 * and the story tips assigned to it, which go back to "new" (they read "assigned" to nobody).
 */
import type { CollectionBeforeDeleteHook, Where } from 'payload';
import { LOCKS_COLLECTION } from '../documentLocks';

/** The locks an account holds (a lock names its holder as `{ relationTo: 'users', value: id }`). */
export function locksHeldBy(id: number | string): Where {
  return { and: [{ 'user.relationTo': { equals: 'users' } }, { 'user.value': { equals: id } }] };
}

export const releaseAccountWork: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: LOCKS_COLLECTION, where: locksHeldBy(id), overrideAccess: true, req });
  const { docs } = await req.payload.find({
    collection: 'tips',
    where: { assignee: { equals: id } },
    depth: 0,
    limit: 1000,
    pagination: false,
    overrideAccess: true,
    req,
  });
  // Saved without an assignee, a tip's status goes back to "new" (src/features/tips/tipStatus.ts).
  for (const tip of docs) await req.payload.update({ collection: 'tips', id: tip.id, data: { assignee: null }, overrideAccess: true, req });
};
