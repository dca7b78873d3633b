import type { ReactNode } from 'react';

/**
 * The id a form's confirmation page opens at: a redirect that names no fragment would keep the form's own
 * (`/contact/sent#contact-form`), which that page does not have.
 */
export const SENT_ANCHOR = 'sent';

/** The green box of a sent form's confirmation, in place of the form or on its confirmation page. */
export const sentBoxClass = 'rounded-md border border-[#86efac] bg-[#f0fdf4] p-5 text-[#14532d]';

/** A sent form's confirmation: its heading, its text, and anything after them (a link onwards). */
export function SentText({ heading, text, children }: { heading: string; text: string; children?: ReactNode }) {
  return (
    <>
      <p className="text-lg font-semibold">{heading}</p>
      <p className="mt-2">{text}</p>
      {children}
    </>
  );
}
