'use client';

import Link from 'next/link';
import { Container } from '@/components/ui/Container';
import { site } from '@/config/site';

/**
 * A page that could not be rendered (the database unreachable while the page was not in the cache,
 * say): the site's frame stays, with what happened and a way on, instead of Next.js's bare
 * "Application error" page. `retry` fetches the page again from the server.
 */
export default function SiteError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <Container className="py-16">
      {/* The page's metadata failed with it: the document has no title of its own (React places this one in the head). */}
      <title>{`Page could not be loaded - ${site.name}`}</title>
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="font-serif text-3xl font-bold text-ink sm:text-4xl">This page could not be loaded</h1>
        <p className="mt-4 text-lg text-muted">
          Something went wrong on our side. It is usually over in a moment: try again, or go to the home page.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <button type="button" onClick={retry} className="rounded-md bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark">
            Try again
          </button>
          <Link href="/" className="rounded-md border border-brand bg-white px-6 py-3 font-semibold text-brand hover:bg-brand hover:text-white">
            Return to Home
          </Link>
        </div>
      </div>
    </Container>
  );
}
