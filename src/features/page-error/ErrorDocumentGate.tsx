'use client';

import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { PageError } from './PageError';

/**
 * The address of the page the server could not render, when this document is Next.js's error document
 * (`<html id="__next_error__">`, answered with a 500: docs/decisions/0045), else null. Read when the
 * module is first evaluated, during the first render, before React takes over `<html>`.
 */
const failedPath: string | null =
  typeof document !== 'undefined' && document.documentElement.id === '__next_error__' ? window.location.pathname : null;

/**
 * In Next.js's error document, the page's place in the site's frame shows PageError instead of the
 * page. The document's React data carries the server's error where the page would be: rendering it
 * threw that error in the browser (React's production error #441, "An error occurred in the Server
 * Components render"), and Next.js logs to the console every error an error.tsx boundary catches, even
 * though the reader saw the error page as intended. The failure is the server's, already logged there
 * with its digest, and answered with a 500. "Try again" loads the document again; once the reader has
 * gone to another address, pages are rendered as usual.
 */
export function ErrorDocumentGate({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const [left, setLeft] = useState(false);
  if (failedPath === null || left) return children;
  if (pathname !== failedPath) {
    setLeft(true);
    return children;
  }
  return <PageError retry={() => window.location.reload()} />;
}
