'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { site } from '@/config/site';

/**
 * The donation appeal's dialog (Radix: focus moves in and is trapped, Escape closes, the page
 * behind is hidden from assistive technology). Loaded only when the appeal is due, so its code is
 * not part of Home's first load. Every way out calls `onDismiss`, and focus goes back to where the
 * reader was when it opened (no button opened it, so Radix has no trigger to return to).
 */
export function DonationDialog({ open, onDismiss }: { open: boolean; onDismiss: () => void }) {
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onDismiss())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            // Focus has not moved in yet: this is where the reader was.
            returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnTo.current?.isConnected) returnTo.current.focus({ preventScroll: true });
          }}
          data-testid="donation-popup"
          // Radix hides the page behind from screen readers with aria-hidden, except live regions (the Home
          // slider's slides): aria-modal tells browsers that nothing outside the dialog is available.
          aria-modal="true"
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border-t-8 border-accent bg-white p-6 shadow-2xl sm:p-8"
        >
          <Dialog.Close
            aria-label="Close"
            className="absolute right-3 top-3 inline-flex h-11 w-11 items-center justify-center rounded-full text-muted hover:bg-rule hover:text-ink"
          >
            <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </Dialog.Close>
          <p className="text-xs font-bold uppercase tracking-widest text-accent">A note from the newsroom</p>
          <Dialog.Title className="mt-2 pr-10 font-serif text-2xl font-bold leading-tight text-ink sm:text-3xl">
            Help your neighbors in Dallas
          </Dialog.Title>
          <Dialog.Description className="mt-4 leading-relaxed text-muted">
            Dallas Local is free to read. This season we are asking readers who can to give to the{' '}
            <strong className="text-ink">{site.charity.name}</strong>, which gets food to families across our city.
            Any gift, large or small, helps.
          </Dialog.Description>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse sm:justify-start">
            <ExternalLink
              href={site.charity.href}
              onClick={onDismiss}
              className="inline-flex items-center justify-center rounded-md bg-accent px-6 py-3 font-semibold text-white hover:bg-[#8f1d17]"
            >
              Donate Now
            </ExternalLink>
            <Dialog.Close className="inline-flex items-center justify-center rounded-md border border-[#8a8f98] px-6 py-3 font-semibold text-ink hover:bg-paper">
              Maybe Later
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
