'use client';

import { useEffect } from 'react';
import { observeHeaderHeight } from './headerHeight';

/** The selector of the site's sticky header (SiteHeader). */
const SITE_HEADER_SELECTOR = '[data-site-header]';

/** Tells the stylesheet how tall the sticky header is (headerHeight.ts). */
export function HeaderHeight() {
  useEffect(() => observeHeaderHeight(document.querySelector<HTMLElement>(SITE_HEADER_SELECTOR), document.documentElement), []);
  return null;
}
