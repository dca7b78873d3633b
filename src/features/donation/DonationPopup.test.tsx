import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DONATION_POPUP_DELAY_MS, DONATION_POPUP_STORAGE_KEY } from '@/config/constants';
import { site } from '@/config/site';
import { overlayStore } from '@/features/layout/overlayStore';
import { DonationPopup } from './DonationPopup';
import { FIELD_GRACE_MS, pageLoadMemory } from './donationDecision';

/** Moves fake time on, then lets the lazily loaded dialog arrive and render. */
async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
  await act(async () => {
    await import('./DonationDialog');
  });
}

const dialog = () => screen.queryByRole('dialog');

describe('DonationPopup', () => {
  // The dialog module is imported on demand; transform it once up front (slow on a busy machine).
  beforeAll(async () => {
    await import('./DonationDialog');
  }, 60_000);

  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    pageLoadMemory.reset();
  });
  afterEach(() => {
    overlayStore.close('mobile-menu');
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('opens at the delay and not before, with focus inside', async () => {
    render(<DonationPopup />);
    await advance(DONATION_POPUP_DELAY_MS - 1);
    expect(dialog()).toBeNull();
    await advance(1);
    expect(dialog()).toHaveAccessibleName('Help your neighbors in Dallas');
    expect(dialog()!.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('link', { name: /Donate Now/ })).toHaveAttribute('href', site.charity.href);
  });

  it.each([
    ['Maybe Later', () => fireEvent.click(screen.getByRole('button', { name: 'Maybe Later' }))],
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' })],
    ['Donate Now', () => fireEvent.click(screen.getByRole('link', { name: /Donate Now/ }))],
  ])('%s closes it and sets the flag', async (_, leave) => {
    render(<DonationPopup />);
    await advance(DONATION_POPUP_DELAY_MS);
    expect(dialog()).not.toBeNull();
    leave();
    expect(dialog()).toBeNull();
    expect(localStorage.getItem(DONATION_POPUP_STORAGE_KEY)).not.toBeNull();
  });

  it.each([
    ['Maybe Later', () => fireEvent.click(screen.getByRole('button', { name: 'Maybe Later' }))],
    ['Escape', () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' })],
  ])('%s gives focus back to where the reader was', async (_, leave) => {
    render(
      <>
        <button type="button">Read the story</button>
        <DonationPopup />
      </>,
    );
    const field = screen.getByRole('button', { name: 'Read the story' });
    field.focus();
    await advance(DONATION_POPUP_DELAY_MS);
    expect(dialog()!.contains(document.activeElement)).toBe(true);
    leave();
    await act(async () => {
      vi.advanceTimersByTime(0); // Radix moves focus on the next task
    });
    expect(dialog()).toBeNull();
    expect(field).toHaveFocus();
  });

  it('waits while the reader fills in a field, and opens a while after they leave it', async () => {
    render(
      <>
        <input aria-label="Email" type="email" />
        <button type="button">Sign up</button>
        <DonationPopup />
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'Email' });
    act(() => field.focus());
    await advance(DONATION_POPUP_DELAY_MS + 60_000);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(field);
    // From the field to its button: still filling in the form.
    act(() => screen.getByRole('button', { name: 'Sign up' }).focus());
    await advance(FIELD_GRACE_MS - 1);
    expect(dialog()).toBeNull();
    await advance(1);
    expect(dialog()).not.toBeNull();
  });

  it('does not open when the flag is set', async () => {
    localStorage.setItem(DONATION_POPUP_STORAGE_KEY, 'true');
    render(<DonationPopup />);
    await advance(DONATION_POPUP_DELAY_MS * 3);
    expect(dialog()).toBeNull();
  });

  it('waits while another overlay is open and opens when it closes', async () => {
    overlayStore.open('mobile-menu');
    render(<DonationPopup />);
    await advance(DONATION_POPUP_DELAY_MS * 2);
    expect(dialog()).toBeNull();
    act(() => overlayStore.close('mobile-menu'));
    await advance(0);
    expect(dialog()).not.toBeNull();
    expect(overlayStore.anyOpen()).toBe(true);
  });

  it('with storage throwing, the page still works and the popup shows once per page load', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const first = render(<DonationPopup />);
    await advance(DONATION_POPUP_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Maybe Later' }));
    expect(dialog()).toBeNull();
    first.unmount();

    // Back on Home within the same page load (client navigation): no second popup.
    render(<DonationPopup />);
    await advance(DONATION_POPUP_DELAY_MS * 2);
    expect(dialog()).toBeNull();
  });
});
