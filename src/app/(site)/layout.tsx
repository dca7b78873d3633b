import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { brandColors, site } from '@/config/site';
import { SiteDocument } from '@/features/layout/SiteDocument';
import { ErrorDocumentGate } from '@/features/page-error/ErrorDocumentGate';
import { siteFeed, siteOrigin } from '@/features/seo/pageMetadata';
import '../globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteOrigin),
  title: { template: `%s - ${site.name}`, default: site.hubTitle },
  description: site.description,
  applicationName: site.name,
  alternates: { types: { 'application/rss+xml': [siteFeed] } },
};

/** Pages are static and regenerate at most every 5 minutes (README: Caching; PAGE_REVALIDATE_SECONDS, which Next.js cannot read here). */
export const revalidate = 300;

export const viewport: Viewport = {
  themeColor: brandColors.brand,
  width: 'device-width',
  initialScale: 1,
};

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <SiteDocument>
      {/* A page the server could not render: its error page, without throwing its error again in the browser. */}
      <ErrorDocumentGate>{children}</ErrorDocumentGate>
    </SiteDocument>
  );
}
