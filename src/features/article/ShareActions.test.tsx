import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShareActions } from './ShareActions';

const props = { url: 'https://dallaslocal.news/news/1', title: 'A headline for the story', summary: 'A summary of the story.' };
/** The page open in the browser: another origin than the build's, and a fragment that is not shared. */
const openAddress = () => `${window.location.origin}/news/1`;

beforeEach(() => {
  window.history.replaceState(null, '', '/news/1#share-heading');
});

function stubNavigator(extra: Partial<Navigator>) {
  for (const [key, value] of Object.entries(extra)) {
    Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
  }
}

afterEach(() => {
  // Remove the stubs so each test starts from a browser without them.
  for (const key of ['share', 'clipboard']) Reflect.deleteProperty(navigator, key);
  vi.useRealTimers();
});

describe('ShareActions', () => {
  it('uses the address the reader has open, not the build-time origin', () => {
    expect(openAddress()).not.toBe(props.url);
    render(<ShareActions {...props} />);
    const x = screen.getByRole('link', { name: 'X (share, opens in a new tab)' });
    expect(new URL(x.getAttribute('href') ?? '').searchParams.get('url')).toBe(openAddress());
  });

  it('copies the link and confirms it in a polite live region', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(<ShareActions {...props} />);
    // userEvent.setup() installs its own clipboard; replace it with ours afterwards.
    stubNavigator({ clipboard: { writeText } as unknown as Clipboard });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(openAddress());
    expect(status).toHaveTextContent('Link copied to the clipboard.');
  });

  it('shows the link when the clipboard refuses', async () => {
    const user = userEvent.setup();
    render(<ShareActions {...props} />);
    stubNavigator({ clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } as unknown as Clipboard });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(screen.getByRole('status')).toHaveTextContent(`Could not copy. The link is ${openAddress()}`);
  });

  it('hides the confirmation after a few seconds', async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<ShareActions {...props} />);
    stubNavigator({ clipboard: { writeText: vi.fn().mockResolvedValue(undefined) } as unknown as Clipboard });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status')).toHaveTextContent('Link copied to the clipboard.');
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('offers email and social links that open in new tabs safely', () => {
    render(<ShareActions {...props} />);
    const email = screen.getByRole('link', { name: 'Email' });
    expect(email.getAttribute('href')).toMatch(/^mailto:\?subject=/);
    for (const network of ['X', 'Facebook', 'LinkedIn']) {
      const link = screen.getByRole('link', { name: `${network} (share, opens in a new tab)` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toContain(encodeURIComponent(openAddress()));
    }
  });

  it('offers the Web Share API only where the browser has it', async () => {
    const { unmount } = render(<ShareActions {...props} />);
    expect(screen.queryByRole('button', { name: 'More ways to share' })).toBeNull();
    unmount();

    const share = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share });
    const user = userEvent.setup();
    render(<ShareActions {...props} />);
    await user.click(await screen.findByRole('button', { name: 'More ways to share' }));
    expect(share).toHaveBeenCalledWith({ title: props.title, text: props.summary, url: openAddress() });
  });
});
