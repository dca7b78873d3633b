'use client';

import { useId, type FormEvent } from 'react';

/**
 * An e-mail signup (Home's 'Get Daily Updates', Contact's newsletter). `source` names the form.
 * Until the forms feature wires it, submitting stays on the page and keeps what was typed.
 */
export function NewsletterForm({
  source,
  label = 'Email address',
  buttonLabel = 'Subscribe',
  tone = 'light',
}: {
  source: string;
  label?: string;
  buttonLabel?: string;
  tone?: 'light' | 'dark';
}) {
  const id = useId();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
  }
  return (
    <form onSubmit={onSubmit} data-source={source} className="flex flex-col gap-2">
      <label htmlFor={id} className={`text-sm font-semibold ${tone === 'dark' ? 'text-white' : 'text-ink'}`}>
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          className="min-w-0 flex-1 rounded-md border border-[#8a8f98] bg-white px-3 py-2 text-ink"
        />
        <button type="submit" className="rounded-md bg-accent px-4 py-2 font-semibold text-white hover:bg-[#8f1d17]">
          {buttonLabel}
        </button>
      </div>
    </form>
  );
}
