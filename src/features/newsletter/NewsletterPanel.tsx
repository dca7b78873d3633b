import type { ReactNode } from 'react';
import { NewsletterForm } from './NewsletterForm';

/** A navy panel with a heading, a line about the newsletter and its signup (Contact, `/newsletter`). */
export function NewsletterPanel({
  id,
  headingId,
  heading,
  source,
  children,
}: {
  /** The panel's own id, when links point at it (`/contact#newsletter`). */
  id?: string;
  headingId: string;
  heading: string;
  /** The form's name, stored with the address. */
  source: string;
  /** The line under the heading. */
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={headingId} className="rounded-md bg-brand p-6 text-white shadow-sm">
      <h2 id={headingId} className="font-serif text-2xl font-bold">
        {heading}
      </h2>
      <p className="mt-2 mb-4 text-sm leading-relaxed text-white/85">{children}</p>
      <NewsletterForm source={source} tone="dark" />
    </section>
  );
}
