'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { DONATION_POPUP_DELAY_MS } from '@/config/constants';
import { site } from '@/config/site';
import { overlayStore } from '@/features/layout/overlayStore';
import { browserStorage, isDonationOpen, pageLoadMemory, rememberDonationSeen, shouldOfferDonation } from './donationDecision';

const OVERLAY_NAME = 'donation-popup';

function useOtherOverlayOpen(): boolean {
  return useSyncExternalStore(
    overlayStore.subscribe,
    () => overlayStore.anyOpen(OVERLAY_NAME),
    () => false,
  );
}

/**
 * The donation appeal: a modal dialog that opens DONATION_POPUP_DELAY_MS after the page loads,
 * unless the reader has already seen it, and never on top of another overlay (it waits until that
 * closes). Every way out remembers that the reader has seen it.
 */
export function DonationPopup() {
  const [due, setDue] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [opened, setOpened] = useState(false);
  const otherOverlayOpen = useOtherOverlayOpen();
  // `due` is only set when the popup is offered (checked when the delay ends).
  const open = isDonationOpen({ offered: due, due, dismissed, otherOverlayOpen, alreadyOpen: opened });
  // Once open, another overlay appearing later does not close it (state adjusted during render).
  if (open && !opened) setOpened(true);

  useEffect(() => {
    if (!shouldOfferDonation(browserStorage(), pageLoadMemory.shown)) return;
    const timer = window.setTimeout(() => {
      // The reader may have dismissed it in another tab meanwhile.
      if (shouldOfferDonation(browserStorage(), pageLoadMemory.shown)) setDue(true);
    }, DONATION_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!open) return;
    pageLoadMemory.markShown();
    overlayStore.open(OVERLAY_NAME);
    return () => overlayStore.close(OVERLAY_NAME);
  }, [open]);

  function dismiss() {
    rememberDonationSeen(browserStorage());
    setDismissed(true);
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : dismiss())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          data-testid="donation-popup"
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
              onClick={dismiss}
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
