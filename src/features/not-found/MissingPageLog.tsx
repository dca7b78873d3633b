'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Logs the address the reader asked for when it has no page (SPEC.md: the missing path is logged to the
 * console); the prerendered 404 page cannot know it on the server. It lives in the site's document, not
 * in the 404 page: Next.js loads the not-found page's scripts on every page, and a client component of
 * its own there was one more script request on each of them. After each navigation (and the first
 * load) it looks for the not-found content's marker.
 */
export function MissingPageLog() {
  const pathname = usePathname();
  useEffect(() => {
    if (document.querySelector('[data-missing-page]')) console.warn(`404: no page at ${window.location.pathname}`);
  }, [pathname]);
  return null;
}
