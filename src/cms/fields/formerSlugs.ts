/**
 * A published document's earlier addresses (stories, authors, community groups and initiatives). An
 * editor who corrects a headline or a name often corrects its slug too; the old address is already in
 * readers' shares, sent newsletters and search engines, so it keeps answering with a permanent redirect
 * to the new one (`/news/[slug]`, `/authors/[slug]`, `/community/groups/[id]`,
 * `/community/initiatives/[id]`). A slug that was never published was never given out, and is not kept.
 */
import type { FieldHook, TextField } from 'payload';

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
 * The `formerSlugs` field's beforeChange hook: kept by the server, never set by a request. It reads what
 * readers were last given from the document's main row: Payload hands hooks the latest version, which
 * is a draft when one was saved since the publication, and the main row changes only when the document is
 * published or unpublished. A new document, a duplicate included, has no earlier address.
 */
export function keepFormerSlugs(idAddress: IdAddress): FieldHook {
  return async ({ collection, operation, originalDoc, req, siblingData }) => {
    if (operation !== 'update' || !collection || originalDoc?.id === undefined) return [];
    const published = (await req.payload.db.findOne({ collection: collection.slug, where: { id: { equals: originalDoc.id } }, req })) as
      | { id: number | string; slug?: unknown; _status?: unknown; formerSlugs?: unknown }
      | null;
    const main = published ?? originalDoc;
    const listed = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
    const slug = typeof main.slug === 'string' && main.slug !== '' ? main.slug : idAddress === 'id' ? String(main.id) : null;
    return nextFormerSlugs({
      former: [...listed(main.formerSlugs), ...listed(originalDoc.formerSlugs)],
      previousSlug: slug,
      wasPublished: main._status === 'published',
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
