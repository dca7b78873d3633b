import type { Metadata, Viewport } from 'next';
import { brandColors, site } from '@/config/site';
import { SiteDocument } from '@/features/layout/SiteDocument';
import { NotFoundContent } from '@/features/not-found/NotFoundContent';
import { siteOrigin } from '@/features/seo/pageMetadata';
import './globals.css';

/**
 * Addresses that match no route. The app has two root layouts (the site's and the admin's), so this
 * page brings the site's document itself (Next.js `global-not-found`).
 */
export const metadata: Metadata = {
  metadataBase: new URL(siteOrigin),
  title: `Page not found - ${site.name}`,
  // No `robots`: Next.js writes `noindex` for every not-found answer itself, and a second tag said it again.
};

export const viewport: Viewport = {
  themeColor: brandColors.brand,
  width: 'device-width',
  initialScale: 1,
};

export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <NotFoundContent />
    </SiteDocument>
  );
}
