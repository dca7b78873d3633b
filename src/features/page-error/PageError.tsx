'use client';

import Link from 'next/link';
import { Container } from '@/components/ui/Container';
import { site } from '@/config/site';
import { PAGE_ERROR } from './copy';

/**
 * What a page that could not be rendered shows in the site's frame: what happened and a way on.
 * `retry` asks the server for the page again.
 */
export function PageError({ retry }: { retry: () => void }) {
  return (
    <Container className="py-16">
      {/* The page's metadata failed with it: the document has no title of its own (React places this one in the head). */}
      <title>{`${PAGE_ERROR.title} - ${site.name}`}</title>
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="font-serif text-3xl font-bold text-ink sm:text-4xl">{PAGE_ERROR.heading}</h1>
        <p className="mt-4 text-lg text-muted">{PAGE_ERROR.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <button type="button" onClick={retry} className="rounded-md bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark">
            {PAGE_ERROR.retry}
          </button>
          <Link href="/" className="rounded-md border border-brand bg-white px-6 py-3 font-semibold text-brand hover:bg-brand hover:text-white">
            {PAGE_ERROR.home}
          </Link>
        </div>
      </div>
    </Container>
  );
}
