/**
 * A published story's earlier addresses. An editor who corrects a headline often corrects its slug too;
 * the old address is already in readers' shares, sent newsletters and search engines, so it keeps
 * answering with a permanent redirect to the story's address (`/news/[slug]/page.tsx`). A slug that
 * was never published was never given out, and is not kept.
 */
import type { FieldHook, TextField } from 'payload';

/** How many earlier addresses a story keeps (a story renamed more often than that drops its oldest). */
export const MAX_FORMER_SLUGS = 20;

/**
 * The story's earlier addresses after a save: the slug it was published under joins them when the save
 * gives it another; the new slug leaves them (a story may take an old address back).
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

/** The stories' `formerSlugs` field: read-only in the admin, kept by the hook above. */
export const formerSlugsField: TextField = {
  name: 'formerSlugs',
  type: 'text',
  hasMany: true,
  admin: {
    position: 'sidebar',
    readOnly: true,
    description: 'Addresses this story was published under before its slug changed: they lead here.',
  },
  hooks: { beforeChange: [keepFormerSlugs] },
};
