'use client';

import type { FormEvent, ReactNode } from 'react';

const inputClass = 'w-full rounded-md border border-[#8a8f98] bg-white px-3 py-2 text-ink';

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * The contact message form (SPEC.md: first name, last name, email, phone (optional), subject,
 * message of 5 rows). Until the forms feature wires it, submitting stays on the page and keeps
 * everything typed.
 */
export function ContactForm() {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
  }
  return (
    <form onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2" aria-label="Send us a message">
      <Field id="first-name" label="First name">
        <input id="first-name" name="firstName" type="text" autoComplete="given-name" className={inputClass} />
      </Field>
      <Field id="last-name" label="Last name">
        <input id="last-name" name="lastName" type="text" autoComplete="family-name" className={inputClass} />
      </Field>
      <Field id="email" label="Email address">
        <input id="email" name="email" type="email" autoComplete="email" className={inputClass} />
      </Field>
      <Field id="phone" label="Phone number">
        <input id="phone" name="phone" type="tel" autoComplete="tel" placeholder="Optional" className={inputClass} />
      </Field>
      <div className="sm:col-span-2">
        <Field id="subject" label="Subject">
          <input id="subject" name="subject" type="text" className={inputClass} />
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field id="message" label="Message">
          <textarea id="message" name="message" rows={5} className={inputClass} />
        </Field>
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className="rounded-md bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark">
          Submit Message
        </button>
      </div>
    </form>
  );
}
