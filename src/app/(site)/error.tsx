'use client';

import { PageError } from '@/features/page-error/PageError';

/**
 * A page that failed in the browser, after the document (a client-side navigation to a page whose
 * rendering failed, say): the site's frame stays, with what happened and a way on, instead of Next.js's
 * bare "Application error" page. `retry` fetches the page again from the server. A page that failed
 * while the server rendered its document is drawn by ErrorDocumentGate (in the site's layout) without
 * reaching this boundary (src/features/page-error/ErrorDocumentGate.tsx).
 */
export default function SiteError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return <PageError retry={retry} />;
}
