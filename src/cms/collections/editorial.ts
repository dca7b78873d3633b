import type { CollectionConfig } from 'payload';
import { anyone, editors } from '../access';

/** Reference content (team, events, books...): everyone reads, editors and admins write. */
export const editorialAccess: CollectionConfig['access'] = {
  read: anyone,
  create: editors,
  update: editors,
  delete: editors,
};
