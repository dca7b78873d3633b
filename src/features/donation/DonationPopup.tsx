'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { DONATION_POPUP_DELAY_MS } from '@/config/constants';
import { overlayStore } from '@/features/layout/overlayStore';
import {
  FIELD_GRACE_MS,
  browserStorage,
  isDonationOpen,
  isEditableField,
  pageLoadMemory,
  rememberDonationSeen,
  shouldOfferDonation,
} from './donationDecision';

const OVERLAY_NAME = 'donation-popup';

type DialogComponent = typeof import('./DonationDialog').DonationDialog;

function useOtherOverlayOpen(): boolean {
  return useSyncExternalStore(
    overlayStore.subscribe,
    () => overlayStore.anyOpen(OVERLAY_NAME),
    () => false,
  );
}

/**
 * Whether the reader is filling in a field (the search box, a newsletter or contact form): true while one
 * has the focus and for FIELD_GRACE_MS after it loses it.
 */
function useFillingInField(): boolean {
  // A field focused before hydration (the reader was quick) counts too; nothing of this is rendered.
  const [filling, setFilling] = useState(() => typeof document !== 'undefined' && isEditableField(document.activeElement));
  useEffect(() => {
    let timer: number | undefined;
    const update = () => {
      window.clearTimeout(timer);
      if (isEditableField(document.activeElement)) setFilling(true);
      else timer = window.setTimeout(() => setFilling(false), FIELD_GRACE_MS);
    };
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
    };
  }, []);
  return filling;
}

/**
 * The donation appeal: a modal dialog that opens DONATION_POPUP_DELAY_MS after the page loads,
 * unless the reader has already seen it, never on top of another overlay and never while the reader is
 * filling in a field (it waits until that is over). Every way out remembers that the reader has seen it.
 */
export function DonationPopup() {
  // The dialog's code (Radix) is fetched when the appeal is due, so it is not part of Home's first
  // load; the appeal is due once it has arrived.
  const [DonationDialog, setDonationDialog] = useState<DialogComponent | null>(null);
  const due = DonationDialog !== null;
  const [dismissed, setDismissed] = useState(false);
  const [opened, setOpened] = useState(false);
  const otherOverlayOpen = useOtherOverlayOpen();
  const fillingInField = useFillingInField();
  // `due` is only set when the popup is offered (checked when the delay ends).
  const open = isDonationOpen({ offered: due, due, dismissed, otherOverlayOpen, fillingInField, alreadyOpen: opened });
  // Once open, another overlay appearing later does not close it (state adjusted during render).
  if (open && !opened) setOpened(true);

  useEffect(() => {
    if (!shouldOfferDonation(browserStorage(), pageLoadMemory.shown)) return;
    const timer = window.setTimeout(() => {
      // The reader may have dismissed it in another tab meanwhile.
      if (!shouldOfferDonation(browserStorage(), pageLoadMemory.shown)) return;
      import('./DonationDialog')
        .then((module) => setDonationDialog(() => module.DonationDialog))
        // Code that cannot load (offline) means no appeal, and no error for the reader.
        .catch(() => undefined);
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

  if (!DonationDialog || dismissed) return null;
  return <DonationDialog open={open} onDismiss={dismiss} />;
}
