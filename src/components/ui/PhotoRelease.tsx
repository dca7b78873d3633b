'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { markReleaseOn, photoReleaseOfWindow, showHeldPhotosInView } from './photoRelease';

/**
 * Releases the page's held photos (SafeImage, decision 0035) without rendering them again: at the load
 * event it marks the document's root, and before it, it marks each held photo's box the reader has in
 * view; globals.css shows their photos. It lives in the site's document, so one observer serves every
 * photo of the page, and after a navigation made before the release it watches the new page's boxes.
 */
export function PhotoRelease() {
  const pathname = usePathname();
  useEffect(() => markReleaseOn(document.documentElement, photoReleaseOfWindow()), []);
  useEffect(() => showHeldPhotosInView(document, photoReleaseOfWindow()), [pathname]);
  return null;
}
