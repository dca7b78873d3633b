import { SafeImage } from '@/components/ui/SafeImage';
import { mediaCopyUrl, mediaSources, pictureFrom, type MediaDocument } from '@/cms/mediaSources';

/** A photo in a story's body shows at most the article column's width. */
export const BODY_PHOTO_SIZES = '(min-width: 768px) 48rem, 100vw';

/** The caption under a photo: the library's caption, then its credit ("Photo: Jane Doe"), as the hero's. */
export function photoCaption(caption: string | null, credit: string | null): string {
  return [caption, credit].filter(Boolean).join(' ');
}

/**
 * A photo an editor placed in a story's body (Lexical's upload node, its photo populated): the same
 * treatment as the story's main photo, a figure with the responsive copies and its caption and credit.
 * Payload's own converter showed the original file, without either. Nothing for an upload that is not
 * there (deleted, or not populated).
 */
export function StoryPhoto({ value, alt }: { value: unknown; alt?: string | null }) {
  const doc = typeof value === 'object' && value !== null ? (value as MediaDocument) : null;
  const sources = mediaSources(doc, { alt, sizes: BODY_PHOTO_SIZES });
  if (!doc || !sources) return null;
  const picture = pictureFrom(sources);
  const caption = photoCaption(sources.caption, sources.credit);
  return (
    <figure className="my-2">
      <SafeImage
        src={mediaCopyUrl(doc, 960) ?? sources.src}
        alt={sources.alt}
        width={sources.width}
        height={sources.height}
        sizes={BODY_PHOTO_SIZES}
        {...(picture ? { picture } : {})}
        className="h-auto w-full rounded-md bg-rule"
      />
      {caption ? <figcaption className="mt-2 font-sans text-sm leading-6 text-muted">{caption}</figcaption> : null}
    </figure>
  );
}
