/**
 * What an <img> (or a <picture>) needs to show a photo from the media library: the responsive copies
 * Payload made with sharp (src/cms/collections/Media.ts), the original's width and height (so the page
 * reserves the space and nothing shifts), the alt text and the credit for the caption. Pure: it reads
 * a media document as the REST API or the local API returns it.
 */
import type { Picture } from '@/content/schemas';

/** Widths of the responsive copies, in CSS pixels. */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;
/** Formats of the responsive copies; AVIF first, as a <picture> lists its best source first. */
export const MEDIA_FORMATS = ['avif', 'webp'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** The name of one responsive copy in the media document's `sizes` (also its database columns). */
export function mediaSizeName(format: MediaFormat, width: number): string {
  return `${format}${width}`;
}

interface MediaCopy {
  url?: string | null;
  width?: number | null;
  height?: number | null;
  /** The file's size in bytes (Payload stores it for the original and each copy). */
  filesize?: number | null;
}

/** The parts of a Payload media document this helper reads. */
export interface MediaDocument extends MediaCopy {
  alt?: string | null;
  caption?: string | null;
  credit?: string | null;
  sizes?: Record<string, MediaCopy | null | undefined> | null;
  /** The focal point an editor set in the media library, in percent of the width and the height (50 is the centre). */
  focalX?: number | null;
  focalY?: number | null;
}

export interface ImageSources {
  src: string;
  /** WebP copies, for the <img> itself. */
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
  caption: string | null;
  credit: string | null;
  /** For <picture>: one <source type srcSet> per format that has copies, best first. */
  sources: { type: string; srcSet: string }[];
  /** The focal point as a CSS `object-position`, when it is not the centre (`focalPosition`). */
  position?: string;
}

export interface MediaSourcesOptions {
  /** The `sizes` attribute: how wide the image is shown (default: the whole viewport). */
  sizes?: string;
  /** Alt text for this use of the photo (a story's own); the photo's alt text when empty. */
  alt?: string | null;
}

/** A space or a comma would split a srcset candidate. */
function srcSetUrl(url: string): string {
  return url.replace(/[\s,]/g, (c) => encodeURIComponent(c));
}

function copiesOf(doc: MediaDocument, format: MediaFormat): { url: string; width: number; filesize?: number | null }[] {
  return MEDIA_WIDTHS.flatMap((width) => {
    const copy = doc.sizes?.[mediaSizeName(format, width)];
    return copy?.url && copy.width ? [{ url: copy.url, width: copy.width, filesize: copy.filesize }] : [];
  })
    .sort((a, b) => a.width - b.width)
    // A photo narrower than a width gets that copy at its own width: one candidate per width.
    .filter((c, i, all) => i === 0 || all[i - 1]?.width !== c.width);
}

function srcSetOf(copies: { url: string; width: number }[]): string {
  return copies.map((c) => `${srcSetUrl(c.url)} ${c.width}w`).join(', ');
}

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function percent(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value * 10) / 10)) : null;
}

/**
 * Where a cropped box keeps the photo: the editor's focal point as an `object-position`, or undefined for
 * the centre (the browser's default, and Payload's when no point was chosen) or a point not set.
 */
export function focalPosition(doc: Pick<MediaDocument, 'focalX' | 'focalY'>): string | undefined {
  const x = percent(doc.focalX);
  const y = percent(doc.focalY);
  if (x === null || y === null || (x === 50 && y === 50)) return undefined;
  return `${x}% ${y}%`;
}

/**
 * The attributes for a media document, or null when there is nothing to show (no document, a relation
 * that was not populated, or an upload without a file or dimensions).
 */
export function mediaSources(doc: MediaDocument | number | string | null | undefined, options: MediaSourcesOptions = {}): ImageSources | null {
  if (!doc || typeof doc !== 'object' || !doc.url || !doc.width || !doc.height) return null;
  const original = { url: doc.url, width: doc.width };
  const webp = copiesOf(doc, 'webp');
  // Without copies (a photo narrower than the smallest width) the original is the only candidate.
  const fallback = webp.length > 0 ? webp : [original];
  // `src` for browsers without srcset: a middle-sized copy rather than the largest.
  const src = (fallback.find((c) => c.width >= 960) ?? fallback.at(-1) ?? original).url;
  const position = focalPosition(doc);
  const sources = MEDIA_FORMATS.flatMap((format) => {
    const copies = copiesOf(doc, format);
    return copies.length > 0 ? [{ type: `image/${format}`, srcSet: srcSetOf(copies) }] : [];
  });
  return {
    src,
    srcSet: srcSetOf(fallback),
    sizes: options.sizes ?? '100vw',
    width: doc.width,
    height: doc.height,
    alt: text(options.alt) ?? text(doc.alt) ?? '',
    caption: text(doc.caption),
    credit: text(doc.credit),
    sources,
    ...(position ? { position } : {}),
  };
}

/**
 * What a photo's <img> adds to its single address to be responsive (src/content/schemas.ts `picture`):
 * the WebP copies as its `srcset`, and a <source> per better format (AVIF), so that the browser picks the
 * format it can show and the width its screen needs. Plain data: it travels to client components.
 */
export type { Picture };

/** The responsive part of a photo's sources, or undefined when there is nothing to choose from. */
export function pictureFrom(all: ImageSources): Picture | undefined {
  const sources = all.sources.filter((s) => s.type !== 'image/webp');
  const position = all.position ? { position: all.position } : {};
  // The original alone, with no other format and no focal point: nothing for the page to add.
  if (sources.length === 0 && !all.srcSet.includes(',') && !all.position) return undefined;
  return { srcSet: all.srcSet, sources, ...position };
}

/** The responsive copies of a media document, or undefined when it has none to choose from. */
export function pictureOf(doc: MediaDocument | number | string | null | undefined): Picture | undefined {
  const all = mediaSources(doc);
  return all ? pictureFrom(all) : undefined;
}

/**
 * One address for a photo shown at about `minWidth` CSS pixels where a single `src` is all there is (a
 * card, a portrait): the narrowest WebP copy at least that wide, else the widest copy, else the original.
 */
export function mediaCopyUrl(doc: MediaDocument, minWidth: number): string | null {
  return mediaCopy(doc, minWidth)?.url ?? null;
}

/** The copy `mediaCopyUrl` chooses, with its size in bytes when the document gives it (else null). */
export function mediaCopy(doc: MediaDocument, minWidth: number): { url: string; bytes: number | null } | null {
  const webp = copiesOf(doc, 'webp');
  const chosen = webp.find((c) => c.width >= minWidth) ?? webp.at(-1) ?? (doc.url ? { url: doc.url, filesize: doc.filesize } : null);
  if (!chosen) return null;
  const bytes = chosen.filesize;
  return { url: chosen.url, bytes: typeof bytes === 'number' && Number.isInteger(bytes) && bytes > 0 ? bytes : null };
}
