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
 * Whether the dialog shows now: offered, its delay has passed, no other overlay (dialog, open mobile
 * menu) is on screen and the reader is not filling in a field. Once open it stays open until the reader
 * closes it.
 */
export function isDonationOpen({
  offered,
  due,
  dismissed,
  otherOverlayOpen,
  fillingInField = false,
  alreadyOpen,
}: {
  offered: boolean;
  due: boolean;
  dismissed: boolean;
  otherOverlayOpen: boolean;
  fillingInField?: boolean;
  alreadyOpen: boolean;
}): boolean {
  if (!offered || !due || dismissed) return false;
  return alreadyOpen || (!otherOverlayOpen && !fillingInField);
}

/** Input types a reader types or picks a value in (not buttons, checkboxes or radios). */
const NON_TEXT_INPUTS = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'image', 'file', 'range', 'color', 'hidden']);

/**
 * Whether `element` is a field the reader is filling in: a text-like input, a text area, a select or
 * an editable region. The popup does not take the focus from one (the reader's next keys would be lost).
 */
export function isEditableField(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(element.type);
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return element instanceof HTMLElement && element.isContentEditable === true;
}

/**
 * How long after the reader leaves a field the popup still waits: moving from a form's field to its
 * button, or between fields, is not the end of filling it in.
 */
export const FIELD_GRACE_MS = 5000;

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
