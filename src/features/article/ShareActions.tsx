'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { emailShareHref, sharedAddress, socialShareLinks } from './shareLinks';

type CopyState = 'idle' | 'copied' | 'failed';

const subscribeNever = () => () => {};

/** Whether the browser offers the Web Share API; false on the server and on the first render. */
function useCanShare(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => typeof navigator.share === 'function',
    () => false,
  );
}

/**
 * The address of the open page in the browser; `fallback` (the story's canonical address) in the
 * server HTML and during hydration.
 */
function useOpenAddress(fallback: string): string {
  return useSyncExternalStore(
    subscribeNever,
    () => sharedAddress(window.location.href),
    () => fallback,
  );
}

const buttonClass =
  'inline-flex min-h-11 items-center gap-2 rounded-md border border-ink/20 bg-white px-3 py-2 text-sm font-semibold text-ink hover:border-ink hover:bg-paper';

/**
 * Share actions for a story: copy its link (with a spoken and visible confirmation), email it, share
 * it on X, Facebook or LinkedIn (new tabs), and the device's own share sheet where the browser has one.
 * In the browser they all use the address the reader has open (`url`, built from SITE_ORIGIN, is
 * only the server's guess), read again at the moment of copying or sharing.
 */
export function ShareActions({ url: canonicalUrl, title, summary }: { url: string; title: string; summary: string }) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const url = useOpenAddress(canonicalUrl);
  const canShare = useCanShare();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copyLink() {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(sharedAddress(window.location.href));
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
    timer.current = setTimeout(() => setCopy('idle'), 5000);
  }

  async function shareNatively() {
    try {
      await navigator.share({ title, text: summary, url: sharedAddress(window.location.href) });
    } catch {
      // The reader closed the share sheet: nothing to do.
    }
  }

  return (
    <section aria-labelledby="share-heading" className="mt-10 border-t border-rule pt-6">
      <h2 id="share-heading" className="mb-3 font-serif text-xl font-bold text-ink">
        Share this story
      </h2>
      <ul className="flex flex-wrap gap-2">
        <li data-needs-script="">
          <button type="button" onClick={copyLink} className={buttonClass}>
            Copy link
          </button>
        </li>
        <li>
          <a href={emailShareHref(url, title, summary)} className={buttonClass}>
            Email
          </a>
        </li>
        {socialShareLinks(url, title).map((link) => (
          <li key={link.network}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" className={buttonClass}>
              {link.network}{' '}
              <span className="sr-only">(share, opens in a new tab)</span>
            </a>
          </li>
        ))}
        {canShare ? (
          <li>
            <button type="button" onClick={shareNatively} className={buttonClass}>
              More ways to share
            </button>
          </li>
        ) : null}
      </ul>
      <p role="status" aria-live="polite" className="mt-3 min-h-6 text-sm font-medium text-[#1b5e20]">
        {copy === 'copied' ? 'Link copied to the clipboard.' : null}
        {copy === 'failed' ? <span className="text-accent">Could not copy. The link is {url}</span> : null}
      </p>
    </section>
  );
}
