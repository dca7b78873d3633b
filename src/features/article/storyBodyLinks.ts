import { storyPath } from '@/lib/addresses';

type LinkedDoc = { relationTo: string; value: unknown } | null | undefined;

/** The address of a document an editor linked to inside a story: a story's page, else Home. */
export function internalLinkHref(doc: LinkedDoc): string {
  const slug = (doc?.value as { slug?: unknown } | null | undefined)?.slug;
  if (doc?.relationTo === 'stories' && typeof slug === 'string' && slug !== '') return storyPath(slug);
  return '/';
}

/** Where a link an editor wrote in a story leads, and whether that is another site. */
export type StoryLinkTarget = { href: string; external: boolean };

/**
 * The target of an editor's link (Lexical's custom URL): addresses on the site (a path, an anchor, an
 * absolute URL of `siteOrigin`) and mail or phone links open in place; other web addresses are another
 * site's. `www.` without a scheme is an https address (the editor's autolinks make those), as is
 * `//host` (and `/\host`, which browsers read the same way). Anything else (`javascript:`, `data:`, a
 * file) is no link: null, and the text stays as text.
 */
export function storyLinkTarget(url: string | null | undefined, siteOrigin: string): StoryLinkTarget | null {
  const raw = (url ?? '').trim();
  if (raw === '' || /\s/.test(raw)) return null;
  const schemeRelative = /^[/\\]{2}/.test(raw);
  if (/^[/?#]/.test(raw) && !schemeRelative) return { href: raw, external: false };
  if (/^(mailto|tel|sms):/i.test(raw)) return { href: raw, external: false };
  let parsed: URL;
  try {
    parsed = new URL(/^www\./i.test(raw) ? `https://${raw}` : schemeRelative ? `https://${raw.slice(2)}` : raw);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  return { href: parsed.href, external: parsed.origin !== new URL(siteOrigin).origin };
}
