'use client';

import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { nextImageSrc } from './safeImageSrc';

export const DEFAULT_FALLBACK_SRC = '/images/fallback.svg';

type SafeImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'loading'> & {
  src: string;
  alt: string;
  /** Intrinsic size: reserves the box before the image arrives (no layout shift). */
  width: number;
  height: number;
  /** The largest image above the fold: load eagerly with high fetch priority. Others load lazily. */
  priority?: boolean;
  /** Local image shown, once, if `src` fails. */
  fallbackSrc?: string;
};

/**
 * An image that never leaves a broken box: when `src` fails it is replaced by a local fallback,
 * exactly once (a failing fallback does not loop). Failures that happen before hydration are caught
 * by checking the element on mount.
 */
export function SafeImage({ src, alt, width, height, priority = false, fallbackSrc = DEFAULT_FALLBACK_SRC, ...rest }: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  const current = nextImageSrc(src, fallbackSrc, failedSrc);

  useEffect(() => {
    const img = ref.current;
    // The image may have failed before React attached its handler.
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute('src') === src) {
      setFailedSrc(src);
    }
  }, [src]);

  return (
    // eslint-disable-next-line @next/next/no-img-element -- local SVG art and external covers; sized and lazy by hand
    <img
      {...rest}
      ref={ref}
      src={current}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      data-fallback={current === fallbackSrc && src !== fallbackSrc ? 'true' : undefined}
      onError={() => {
        if (current === src) setFailedSrc(src);
      }}
    />
  );
}
