'use client';

import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import type { Picture } from '@/cms/mediaSources';
import { nextImageSrc } from './safeImageSrc';

export const DEFAULT_FALLBACK_SRC = '/images/fallback.svg';

type SafeImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading'> & {
  src: string;
  alt: string;
  /** Intrinsic size: reserves the box before the image arrives (no layout shift). */
  width: number;
  height: number;
  /**
   * The largest image above the fold: load eagerly with high fetch priority. Others load lazily, and
   * not before the page's load event (PhotoRelease) unless the reader has them in view.
   */
  priority?: boolean;
  /** Local image shown, once, if `src` fails. */
  fallbackSrc?: string;
  /** A photo's responsive copies (src/cms/mediaSources.ts): the browser picks a format and a width. */
  picture?: Picture;
  /** How wide the image is shown (the `sizes` attribute), for `picture`'s choice of width. */
  sizes?: string;
};

/**
 * An image that never leaves a broken box: when `src` fails it is replaced by a local fallback,
 * exactly once (a failing fallback does not loop). Failures that happen before hydration are caught
 * by checking the element on mount. With `picture`, a <picture> of the photo's copies; the fallback
 * drops them (a <source> would otherwise still be chosen over the fallback).
 */
export function SafeImage({
  src,
  alt,
  width,
  height,
  priority = false,
  fallbackSrc = DEFAULT_FALLBACK_SRC,
  picture,
  sizes = '100vw',
  ...rest
}: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  const current = nextImageSrc(src, fallbackSrc, failedSrc);
  // Until the page has loaded, an image other than the main one is in the HTML (for readers without
  // scripts, see SiteDocument) but not displayed, so the browser does not fetch it yet: a box of its
  // size and classes stands in. At the load event, or once the reader has the box in view, globals.css
  // shows the photo and hides the box (PhotoRelease marks the document or the box): nothing here renders
  // again, and the markup stays the same, so a photo mounted after the release shows at once.
  const held = !priority;
  useEffect(() => {
    const img = ref.current;
    // The image may have failed before React attached its handler. (A held photo the browser has not
    // asked for yet is not `complete`.)
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute('src') === src) {
      setFailedSrc(src);
    }
  }, [src]);

  const responsive = picture && current === src ? picture : undefined;
  // The main photo is the page's largest paint: it comes as WebP alone, which a phone decodes two to
  // three times faster than AVIF (docs/decisions/0034-main-photo-webp.md), and React preloads an
  // <img> with high priority from the document's head, where one inside a <picture> it cannot.
  const sources = priority ? [] : (responsive?.sources ?? []);
  // The editor's focal point, where the photo has one, over the component's own default.
  const style = responsive?.position ? { ...rest.style, objectPosition: responsive.position } : rest.style;
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- local SVG art, uploads' own copies and external covers; sized and lazy by hand
    <img
      {...rest}
      // globals.css: a failed image shows the fallback drawing before scripts run, or without them.
      className={rest.className ? `safe-image ${rest.className}` : 'safe-image'}
      style={style}
      ref={ref}
      src={current}
      srcSet={responsive?.srcSet}
      sizes={responsive ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      data-fallback={current === fallbackSrc && src !== fallbackSrc ? 'true' : undefined}
      data-held={held ? '' : undefined}
      onError={() => {
        if (current === src) setFailedSrc(src);
      }}
    />
  );
  const image =
    sources.length === 0 ? (
      img
    ) : (
      // `contents`: the <picture> makes no box, so the <img> is sized against its parent as without it.
      <picture className="contents">
        {sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
        ))}
        {img}
      </picture>
    );
  return (
    <>
      {held ? (
        <span
          aria-hidden="true"
          data-held-box=""
          className={rest.className}
          style={{ ...rest.style, aspectRatio: `${width} / ${height}` }}
        />
      ) : null}
      {image}
    </>
  );
}
