// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { DONATION_POPUP_STORAGE_KEY } from '@/config/constants';
import {
  DONATION_POPUP_SEEN_VALUE,
  isDonationOpen,
  isEditableField,
  readSeenFlag,
  rememberDonationSeen,
  shouldOfferDonation,
  type FlagStorage,
} from './donationDecision';

function memoryStorage(initial: Record<string, string> = {}): FlagStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

const throwingStorage: FlagStorage = {
  getItem: vi.fn(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }),
  setItem: vi.fn(() => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  }),
};

describe('the donation popup decision', () => {
  it('is offered when the flag is not set', () => {
    expect(readSeenFlag(memoryStorage())).toBe('unset');
    expect(shouldOfferDonation(memoryStorage(), false)).toBe(true);
  });

  it('is not offered once the flag is set, whatever its value', () => {
    const seen = memoryStorage({ [DONATION_POPUP_STORAGE_KEY]: DONATION_POPUP_SEEN_VALUE });
    expect(readSeenFlag(seen)).toBe('set');
    expect(shouldOfferDonation(seen, false)).toBe(false);
    expect(shouldOfferDonation(memoryStorage({ [DONATION_POPUP_STORAGE_KEY]: '1' }), false)).toBe(false);
  });

  it('is offered once per page load when storage throws or is missing', () => {
    expect(readSeenFlag(throwingStorage)).toBe('unavailable');
    expect(shouldOfferDonation(throwingStorage, false)).toBe(true);
    expect(shouldOfferDonation(throwingStorage, true)).toBe(false);
    expect(shouldOfferDonation(null, false)).toBe(true);
    expect(shouldOfferDonation(null, true)).toBe(false);
  });

  it('remembering sets the flag, and reports a storage that refuses instead of throwing', () => {
    const storage = memoryStorage();
    expect(rememberDonationSeen(storage)).toBe(true);
    expect(storage.data[DONATION_POPUP_STORAGE_KEY]).toBe(DONATION_POPUP_SEEN_VALUE);
    expect(shouldOfferDonation(storage, false)).toBe(false);
    expect(rememberDonationSeen(throwingStorage)).toBe(false);
    expect(rememberDonationSeen(null)).toBe(false);
  });
});

describe('isDonationOpen', () => {
  const base = { offered: true, due: true, dismissed: false, otherOverlayOpen: false, alreadyOpen: false };

  it('opens when offered and due with nothing else open', () => {
    expect(isDonationOpen(base)).toBe(true);
  });

  it('stays closed before the delay, when not offered or once dismissed', () => {
    expect(isDonationOpen({ ...base, due: false })).toBe(false);
    expect(isDonationOpen({ ...base, offered: false })).toBe(false);
    expect(isDonationOpen({ ...base, dismissed: true, alreadyOpen: true })).toBe(false);
  });

  it('waits while another overlay is open, but is not closed by one opening later', () => {
    expect(isDonationOpen({ ...base, otherOverlayOpen: true })).toBe(false);
    expect(isDonationOpen({ ...base, otherOverlayOpen: true, alreadyOpen: true })).toBe(true);
  });

  it('waits while the reader fills in a field', () => {
    expect(isDonationOpen({ ...base, fillingInField: true })).toBe(false);
    expect(isDonationOpen({ ...base, fillingInField: false })).toBe(true);
  });
});

describe('isEditableField', () => {
  const make = (html: string) => {
    document.body.innerHTML = html;
    return document.body.firstElementChild;
  };

  it('is true for fields a reader types or picks in', () => {
    for (const html of ['<input>', '<input type="email">', '<input type="search">', '<input type="date">', '<textarea></textarea>', '<select></select>']) {
      expect(isEditableField(make(html)), html).toBe(true);
    }
    const region = make('<div contenteditable="true"></div>') as HTMLElement;
    // jsdom does not compute isContentEditable.
    Object.defineProperty(region, 'isContentEditable', { value: true });
    expect(isEditableField(region)).toBe(true);
  });

  it('is false for buttons, links, checkboxes and nothing', () => {
    for (const html of ['<button>x</button>', '<a href="/">x</a>', '<input type="checkbox">', '<input type="submit">', '<div></div>']) {
      expect(isEditableField(make(html)), html).toBe(false);
    }
    expect(isEditableField(null)).toBe(false);
  });
});
