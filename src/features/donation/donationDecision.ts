/**
 * Whether the donation popup may open, and remembering that the reader has seen it.
 * localStorage may be missing or throw (private mode, blocked storage): then the page still works,
 * and a flag in memory keeps the popup to at most once per page load.
 */
import { DONATION_POPUP_STORAGE_KEY } from '@/config/constants';

export type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The value written under DONATION_POPUP_STORAGE_KEY. */
export const DONATION_POPUP_SEEN_VALUE = 'true';

/** The page's localStorage, or null where reading the property itself throws. */
export function browserStorage(): FlagStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** What the storage says: the flag is set, is not set, or cannot be read. */
export function readSeenFlag(storage: FlagStorage | null): 'set' | 'unset' | 'unavailable' {
  if (!storage) return 'unavailable';
  try {
    return storage.getItem(DONATION_POPUP_STORAGE_KEY) === null ? 'unset' : 'set';
  } catch {
    return 'unavailable';
  }
}

/**
 * The popup is offered when the flag is not set and it has not been shown during this page load.
 * When storage is unavailable only the page-load memory counts.
 */
export function shouldOfferDonation(storage: FlagStorage | null, shownThisLoad: boolean): boolean {
  if (shownThisLoad) return false;
  return readSeenFlag(storage) !== 'set';
}

/** Sets the flag; returns whether it was stored (false when storage refuses). */
export function rememberDonationSeen(storage: FlagStorage | null): boolean {
  if (!storage) return false;
  try {
    storage.setItem(DONATION_POPUP_STORAGE_KEY, DONATION_POPUP_SEEN_VALUE);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the dialog shows now: offered, its delay has passed and no other overlay (dialog, open
 * mobile menu) is on screen. Once open it stays open until the reader closes it.
 */
export function isDonationOpen({
  offered,
  due,
  dismissed,
  otherOverlayOpen,
  alreadyOpen,
}: {
  offered: boolean;
  due: boolean;
  dismissed: boolean;
  otherOverlayOpen: boolean;
  alreadyOpen: boolean;
}): boolean {
  if (!offered || !due || dismissed) return false;
  return alreadyOpen || !otherOverlayOpen;
}

/** Memory of this page load (a module lives as long as the document). */
let shownThisLoad = false;
export const pageLoadMemory = {
  get shown() {
    return shownThisLoad;
  },
  markShown() {
    shownThisLoad = true;
  },
  /** Tests only. */
  reset() {
    shownThisLoad = false;
  },
};
