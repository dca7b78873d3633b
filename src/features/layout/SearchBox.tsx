'use client';

import Form from 'next/form';
import { useId, type FormEvent } from 'react';

/**
 * The header's search box: a GET form to `/search?q=TERM` (works without JavaScript; with it, Next.js
 * navigates without reloading, so the radio keeps playing). SPEC.md: submitting logs the term.
 */
export function SearchBox({ className = '', onSearch }: { className?: string; onSearch?: () => void }) {
  const id = useId();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const term = new FormData(event.currentTarget).get('q');
    console.log('Search:', typeof term === 'string' ? term.trim() : '');
    onSearch?.();
  }
  return (
    <Form action="/search" prefetch={false} role="search" aria-label="Site" onSubmit={onSubmit} className={`flex items-stretch ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search Dallas Local
      </label>
      <input
        id={id}
        name="q"
        type="search"
        placeholder="Search Dallas Local…"
        autoComplete="off"
        className="w-full min-w-0 rounded-l-md border border-white/30 bg-white px-3 py-2 text-sm text-ink placeholder:text-muted"
      />
      <button
        type="submit"
        className="rounded-r-md bg-accent px-3 text-sm font-semibold text-white hover:bg-[#8f1d17]"
      >
        Search
      </button>
    </Form>
  );
}
