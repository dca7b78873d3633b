'use client';

import { useId, type FormEvent } from 'react';

/**
 * The header's search box. SPEC.md: submitting only logs the term; no search happens yet.
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const id = useId();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = new FormData(event.currentTarget).get('q');
    console.log('Search:', typeof term === 'string' ? term.trim() : '');
  }
  return (
    <form role="search" aria-label="Site" onSubmit={onSubmit} className={`flex items-stretch ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search Dallas Local
      </label>
      <input
        id={id}
        name="q"
        type="search"
        placeholder="Search news..."
        autoComplete="off"
        className="w-full min-w-0 rounded-l-md border border-white/30 bg-white px-3 py-2 text-sm text-ink placeholder:text-muted"
      />
      <button
        type="submit"
        className="rounded-r-md bg-accent px-3 text-sm font-semibold text-white hover:bg-[#8f1d17]"
      >
        Search
      </button>
    </form>
  );
}
