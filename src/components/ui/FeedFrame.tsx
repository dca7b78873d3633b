'use client';

import { useEffect, useRef, useState } from 'react';
import { FEED_FRAME_HEIGHT_PX } from '@/config/constants';
import { probeFrameSource } from './probeFrameSource';

/**
 * What a third-party feed frame may do: run its own scripts on its own origin and open links in new
 * tabs. No forms, no top navigation, no downloads, no modals.
 */
export const FEED_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';

type Status = 'pending' | 'ok' | 'failed';

/**
 * An embedded external feed in a reserved box of 800 px. The frame is in the server HTML (it works
 * without JavaScript) and loads lazily; once it nears the viewport the browser checks that its host
 * answers, and if not, a short message with a link replaces the frame.
 */
export function FeedFrame({ title, src, fallbackHref }: { title: string; src: string; fallbackHref: string }) {
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

  return (
    <div
      ref={boxRef}
      data-feed-status={status}
      className="relative w-full overflow-hidden rounded-md border border-rule bg-white"
      style={{ height: FEED_FRAME_HEIGHT_PX }}
    >
      {status === 'failed' ? (
        <div className="flex h-full flex-col items-center justify-center gap-3 p-8 text-center">
          <p className="font-serif text-xl font-bold text-ink">{title}</p>
          <p className="max-w-md text-muted">This feed could not be loaded right now. You can still see it on its own page.</p>
          <a
            href={fallbackHref}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-md bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark"
          >
            Open the feed<span className="sr-only"> {title} (opens in a new tab)</span>
          </a>
        </div>
      ) : (
        <iframe
          title={title}
          src={src}
          loading="lazy"
          sandbox={FEED_FRAME_SANDBOX}
          referrerPolicy="strict-origin-when-cross-origin"
          className="h-full w-full border-0"
        />
      )}
    </div>
  );
}
