import type { ReactNode } from 'react';
import { FirstPaintWaitsFor } from '@/components/ui/FirstPaintWaitsForThis';
import { PhotoRelease } from '@/components/ui/PhotoRelease';
import { site } from '@/config/site';
import { adNetwork } from '@/config/thirdParty';
import { AdNetwork } from '@/features/ads/AdNetwork';
import { HeaderHeight } from '@/features/layout/HeaderHeight';
import { SiteFooter } from '@/features/layout/SiteFooter';
import { SiteHeader } from '@/features/layout/SiteHeader';
import { MissingPageLog } from '@/features/not-found/MissingPageLog';
import { MiniPlayer } from '@/features/radio/MiniPlayer';
import { RadioProvider } from '@/features/radio/RadioProvider';

/** The id of <main>: the skip link's target, and the element the first frame waits for. */
const MAIN_ID = 'main';

/**
 * The public site's document: header, main, footer and the radio's player. The (site) layout and the
 * global not-found page both render it (the admin has its own root layout, so the app has no shared one).
 */
export function SiteDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US">
      <body className="flex min-h-screen flex-col font-sans antialiased">
        {/* Browsers offer the site's search (React places the link in the head). */}
        <link rel="search" type="application/opensearchdescription+xml" title={site.name} href="/opensearch.xml" />
        {/* No frame before the masthead is whole: on a slow device the browser may paint a half-parsed
            page, and the header's right-aligned links then moved as the rest of them arrived (a layout shift
            on every page). Chromium holds rendering until the named element is in the document, and <main>
            comes right after the masthead; other browsers ignore the link. */}
        <FirstPaintWaitsFor id={MAIN_ID} />
        {/* Without scripts, nothing would release the photos held back until the page's load event
            (PhotoRelease): show them at once. And controls that only scripts make work
            (`data-needs-script`) are not shown; each says in a <noscript> what stands in for it, or needs no
            stand-in (tabs show all their panels). */}
        <noscript>
          <style>
            {'img[data-held]{display:revert-layer}[data-held-box]{display:none}[data-needs-script]{display:none}' +
              // Tabs (src/components/ui/UrlTabs.tsx) whose panels all show, each under its heading.
              '[data-shown-without-script]{display:block}[data-shown-without-script]+[data-shown-without-script]{margin-top:2.5rem}' +
              '[data-shown-without-script]>[data-tab-heading]{position:static;width:auto;height:auto;margin:0 0 1rem;overflow:visible;clip:auto;clip-path:none;white-space:normal}'}
          </style>
        </noscript>
        {/* The radio's audio element lives here so that playback survives navigation. */}
        <RadioProvider>
          <a
            href={`#${MAIN_ID}`}
            className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
          >
            Skip to main content
          </a>
          <SiteHeader />
          {/* The masthead on paper, where the header (navigation and all) is left out. */}
          <p className="mx-4 mb-4 hidden border-b-2 border-ink pb-1 font-serif text-[18pt] font-black print:block sm:mx-6">{site.name}</p>
          {/* On a page shorter than the window the footer, not <main>, takes the rest of its height: its top
              stays where <main> ends while its own HTML arrives. (With <main> stretched instead, a footer
              painted half parsed moved up as it grew, a layout shift on short pages with a slow CPU.) */}
          <main id={MAIN_ID} tabIndex={-1} className="focus:outline-none">
            {children}
          </main>
          <SiteFooter />
          <MiniPlayer />
          <MissingPageLog />
          <PhotoRelease />
          <HeaderHeight />
        </RadioProvider>
        {adNetwork.clientId ? <AdNetwork clientId={adNetwork.clientId} scriptSrc={adNetwork.scriptSrc} /> : null}
      </body>
    </html>
  );
}
