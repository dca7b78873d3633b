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

/** The `formerSlugs` field's beforeChange hook: kept by the server, never set by a request. */
export const keepFormerSlugs: FieldHook = ({ originalDoc, siblingData }) =>
  nextFormerSlugs({
    former: originalDoc?.formerSlugs,
    previousSlug: originalDoc?.slug,
    wasPublished: originalDoc?._status === 'published',
    slug: siblingData.slug,
  });

/**
 * The `formerSlugs` field of a collection whose documents have an address (`noun`: "story", "author
 * page"...): read-only in the admin, kept by the hook above.
 */
export function formerSlugsField(noun: string): TextField {
  return {
    name: 'formerSlugs',
    type: 'text',
    hasMany: true,
    admin: {
      position: 'sidebar',
      readOnly: true,
      description: `Addresses this ${noun} was published under before its slug changed: they lead here.`,
    },
    hooks: { beforeChange: [keepFormerSlugs] },
  };
}
