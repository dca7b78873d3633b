/**
 * How many documents one REST answer gives a reader (a request without a newsroom session). Payload
 * answers `limit=0` and `pagination=false` with every matching document: at a newsroom's size that is
 * an answer of megabytes, and the query behind it, for anyone who asks, as often as they like. Readers'
 * lists come down to pages of at most READER_MAX_LIMIT; `totalDocs` and `nextPage` say there is more.
 * The site's own reads go through the local API and the newsroom's through its session: neither is capped.
 */
import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload';

export const READER_MAX_LIMIT = 100;

type ListArgs = { limit?: number; pagination?: boolean };

/** A reader's list arguments with the limit capped: `limit` 0, above the cap, or no pages at all. */
export function cappedListArgs<T extends ListArgs>(args: T): T {
  const { limit, pagination } = args;
  const everything = limit === 0 || (pagination === false && (limit === undefined || limit <= 0));
  const tooMany = typeof limit === 'number' && limit > READER_MAX_LIMIT;
  return everything || tooMany ? { ...args, limit: READER_MAX_LIMIT, pagination: true } : args;
}

const capReaderLists: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'read' || req.payloadAPI !== 'REST' || req.user) return args;
  return cappedListArgs(args as typeof args & ListArgs);
};

/** The cap on a collection's REST reads by readers. */
export function withReaderLimit(collection: CollectionConfig): CollectionConfig {
  return { ...collection, hooks: { ...collection.hooks, beforeOperation: [capReaderLists, ...(collection.hooks?.beforeOperation ?? [])] } };
}
