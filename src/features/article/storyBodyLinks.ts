import { storyPath } from '@/lib/addresses';

type LinkedDoc = { relationTo: string; value: unknown } | null | undefined;

/** The address of a document an editor linked to inside a story: a story's page, else Home. */
export function internalLinkHref(doc: LinkedDoc): string {
  const slug = (doc?.value as { slug?: unknown } | null | undefined)?.slug;
  if (doc?.relationTo === 'stories' && typeof slug === 'string' && slug !== '') return storyPath(slug);
  return '/';
}
