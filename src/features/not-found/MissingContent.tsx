import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { KeepServerNotFound } from './KeepServerNotFound';
import { NotFoundContent } from './NotFoundContent';

/**
 * The not-found page's metadata: its title. Next.js itself keeps a 404 out of search engines (it writes
 * `<meta name="robots" content="noindex">` for every not-found answer); a `robots` entry here wrote a
 * second, identical tag.
 */
export const notFoundMetadata = {
  title: 'Page not found',
} satisfies Metadata;

/**
 * What a page shows for an address with nothing behind it (a story, group or category that does not
 * exist, or no longer does), with a 404.
 *
 * A page that calls `notFound()` itself gets an empty document from Next.js (`<html id="__next_error__">`):
 * the not-found page arrives only inside the scripts' data (vercel/next.js#62228), so the reader sees a
 * blank page until the scripts run, and for good without them. So the page renders the not-found
 * content itself and calls `notFound()` inside a Suspense boundary instead: the prerender keeps what is
 * outside the boundary and still answers 404 (Next.js sets the status from an error inside a boundary
 * while prerendering). In the browser the signal is caught just around it (KeepServerNotFound) and the
 * page's own content stays: Next.js's not-found boundary, taking over with the same content, added a
 * second `<meta name="robots" content="noindex">` to the head's.
 * The page's `generateMetadata` must not call `notFound()` either (it runs before the document):
 * it returns `notFoundMetadata`.
 *
 * Only for prerendered pages (static or regenerated): a page rendered for each request has sent its
 * 200 before the boundary's error. In draft mode (an editor's preview) pages are rendered for each
 * request, so there it calls `notFound()` itself, for the 404 (docs/decisions/0043).
 */
export async function MissingContent() {
  if ((await draftMode()).isEnabled) notFound();
  return (
    <>
      <NotFoundContent />
      <KeepServerNotFound>
        <Suspense fallback={null}>
          <NotFoundSignal />
        </Suspense>
      </KeepServerNotFound>
    </>
  );
}

function NotFoundSignal(): never {
  notFound();
}
