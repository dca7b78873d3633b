'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FEED_FRAME_HEIGHT_PX } from '@/config/constants';
import { probeFrameSource } from './probeFrameSource';

/**
 * What a third-party feed frame may do: run its own scripts on its own origin and open links in new
 * tabs. No forms, no top navigation, no downloads, no modals.
 */
export const FEED_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';

type Status = 'pending' | 'ok' | 'failed';

/**
 * An embedded external feed in a reserved box of 800 px. Once the box is within a screen of the view,
 * the browser checks that the feed's host answers: if it does, the frame goes in; if not, a short
 * message with a link to the feed's own page fills the box, above `fallback` (server-rendered content of
 * our own) when there is one. Until then there is no frame: Chromium starts a lazy frame's load 1,250 to
 * 4,000 px ahead of the view, so on a phone the feed's page and its scripts came from their host while
 * ours were still loading, 2,500 px above it. Without JavaScript the frame is in the server HTML, in a
 * `<noscript>`, and loads lazily as before.
 */
export function FeedFrame({
  title,
  src,
  fallbackHref,
  fallback,
}: {
  title: string;
  src: string;
  fallbackHref: string;
  fallback?: ReactNode;
}) {
  const [status, setStatus] = useState<Status>('pending');
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const controller = new AbortController();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        void probeFrameSource(src, controller.signal).then((ok) => {
          if (!controller.signal.aborted) setStatus(ok ? 'ok' : 'failed');
        });
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(box);
    return () => {
      observer.disconnect();
      controller.abort();
    };
  }, [src]);

  const frame = (
    <iframe
      title={title}
      src={src}
      loading="lazy"
      sandbox={FEED_FRAME_SANDBOX}
      referrerPolicy="strict-origin-when-cross-origin"
      className="h-full w-full border-0"
    />
  );
  return (
    <div
      ref={boxRef}
      data-feed-status={status}
      className="relative w-full overflow-hidden rounded-md border border-rule bg-white"
      style={{ height: FEED_FRAME_HEIGHT_PX }}
    >
      {status === 'failed' && fallback ? (
        <div className="flex h-full flex-col gap-5 overflow-hidden p-5 sm:p-8">
          <div className="flex flex-col gap-3 rounded-md bg-paper p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted">
              <span className="font-semibold text-ink">{title}</span> could not be loaded right now. You can still see it on
              its own page.
            </p>
            <FeedLink href={fallbackHref} title={title} />
          </div>
          {fallback}
        </div>
      ) : status === 'failed' ? (
        <div className="flex h-full flex-col items-center justify-center gap-3 p-8 text-center">
          <p className="font-serif text-xl font-bold text-ink">{title}</p>
          <p className="max-w-md text-muted">This feed could not be loaded right now. You can still see it on its own page.</p>
          <FeedLink href={fallbackHref} title={title} />
        </div>
      ) : status === 'ok' ? (
        frame
      ) : (
        <noscript>{frame}</noscript>
      )}
    </div>
  );
}

function FeedLink({ href, title }: { href: string; title: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="shrink-0 self-start rounded-md bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark sm:self-auto"
    >
      Open the feed<span className="sr-only"> {title} (opens in a new tab)</span>
    </a>
  );
}
