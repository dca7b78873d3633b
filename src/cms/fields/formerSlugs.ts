/**
 * A published document's earlier addresses (stories, authors, community groups and initiatives). An
 * editor who corrects a headline or a name often corrects its slug too; the old address is already in
 * readers' shares, sent newsletters and search engines, so it keeps answering with a permanent redirect
 * to the new one (`/news/[slug]`, `/authors/[slug]`, `/community/groups/[id]`,
 * `/community/initiatives/[id]`). A slug that was never published was never given out, and is not kept.
 */
import type { CollectionSlug, FieldHook, PayloadRequest, TextField, Where } from 'payload';

/** How many earlier addresses a document keeps (one renamed more often than that drops its oldest). */
export const MAX_FORMER_SLUGS = 20;

/**
 * The document's earlier addresses after a save: the slug it was published under joins them when the save
 * gives it another; the new slug leaves them (a document may take an old address back).
 */
export function nextFormerSlugs({
  former,
  previousSlug,
  wasPublished,
  slug,
}: {
  former: unknown;
  previousSlug: unknown;
  wasPublished: boolean;
  slug: unknown;
}): string[] {
  const kept = Array.isArray(former) ? former.filter((s): s is string => typeof s === 'string' && s !== '') : [];
  const added = wasPublished && typeof previousSlug === 'string' && previousSlug !== '' ? [previousSlug] : [];
  return [...new Set([...kept, ...added])].filter((s) => s !== slug).slice(-MAX_FORMER_SLUGS);
}

/** The address key of a document without a slug: its id (groups and initiatives saved before slugs), or none. */
export type IdAddress = 'id' | 'none';

/**
 * Whether a document taken off the site had been published under its main row's address: its revision
 * history holds a published version with that slug (or, for an address that is the id, any published
 * version). Read past access: the hook decides what the server keeps.
 */
async function publishedUnder(req: PayloadRequest, collection: CollectionSlug, id: number | string, slug: string | null): Promise<boolean> {
  const where: Where = {
    and: [
      { parent: { equals: id } },
      { 'version._status': { equals: 'published' } },
      ...(slug === null ? [] : [{ 'version.slug': { equals: slug } }]),
    ],
  };
  const found = await req.payload.db.findVersions({ collection, where, limit: 1, pagination: false, req });
  return found.docs.length > 0;
}

/**
 * The `formerSlugs` field's beforeChange hook: kept by the server, never set by a request. It reads what
 * readers were last given from the document's main row: Payload hands hooks the latest version, which
 * is a draft when one was saved since the publication, and the main row changes only when the document is
 * published or unpublished. An unpublished document's main row keeps the address it was last public
 * under, which readers may still hold (taken down, renamed, put back up). A new document, a duplicate
 * included, has no earlier address.
 */
export function keepFormerSlugs(idAddress: IdAddress): FieldHook {
  return async ({ collection, operation, originalDoc, req, siblingData }) => {
    if (operation !== 'update' || !collection || originalDoc?.id === undefined) return [];
    const published = (await req.payload.db.findOne({ collection: collection.slug, where: { id: { equals: originalDoc.id } }, req })) as
      | { id: number | string; slug?: unknown; _status?: unknown; formerSlugs?: unknown }
      | null;
    const main = published ?? originalDoc;
    const listed = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
    const ownSlug = typeof main.slug === 'string' && main.slug !== '' ? main.slug : null;
    const slug = ownSlug ?? (idAddress === 'id' ? String(main.id) : null);
    const given =
      slug !== null &&
      slug !== siblingData.slug &&
      (main._status === 'published' || (published !== null && (await publishedUnder(req, collection.slug, published.id, ownSlug))));
    return nextFormerSlugs({
      former: [...listed(main.formerSlugs), ...listed(originalDoc.formerSlugs)],
      previousSlug: slug,
      wasPublished: given,
      slug: siblingData.slug,
    });
  };
}

/**
 * The `formerSlugs` field of a collection whose documents have an address (`noun`: "story", "author
 * page"...): read-only in the admin, kept by the hook above. `idAddress`: what the address of a document
 * without a slug was.
 */
export function formerSlugsField(noun: string, idAddress: IdAddress = 'none'): TextField {
  return {
    name: 'formerSlugs',
    type: 'text',
    hasMany: true,
    admin: {
      position: 'sidebar',
      readOnly: true,
      description: `Addresses this ${noun} was published under before its slug changed: they lead here.`,
    },
    hooks: { beforeChange: [keepFormerSlugs(idAddress)] },
  };
}
