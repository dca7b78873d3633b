import { startTransition, useEffect, useState } from 'react';

/**
 * When a page's other photos may start loading: at the page's load event, once the main photo (the one
 * with `priority`, preloaded from the head) and the scripts that make the page work have arrived.
 *
 * Why: a phone's browser lazy-loads photos up to 1,250 to 2,500 px below the fold at once, so on a slow
 * connection six or seven card photos (13 kB each) shared the link with the main photo and the scripts
 * (docs/performance.md, 2026-11-24 third comparison). Held back until the load event, they follow them.
 *
 * A third party that hangs (an ad network's script, say) would hold the load event back: the photos are
 * released at the latest RELEASE_FALLBACK_MS after the page first asked, so a page never stays without them.
 */
export const RELEASE_FALLBACK_MS = 3000;

export interface PhotoRelease {
  subscribe: (onChange: () => void) => () => void;
  isReleased: () => boolean;
}

/** What the signal reads of the browser (the window, or a stand-in in tests). */
export interface PageLoadSource {
  readyState: () => DocumentReadyState;
  onLoad: (listener: () => void) => void;
  setTimeout: (callback: () => void, ms: number) => void;
}

/**
 * A signal that turns true at the page's load event (the document is then `complete`) or at the
 * fallback's delay, whichever comes first. It is armed by its first subscriber while the page loads.
 */
export function createPhotoRelease(source: PageLoadSource): PhotoRelease {
  let timedOut = false;
  let armed = false;
  const listeners = new Set<() => void>();
  const isReleased = () => timedOut || source.readyState() === 'complete';
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    subscribe(onChange) {
      listeners.add(onChange);
      if (!armed && !isReleased()) {
        armed = true;
        source.onLoad(() => {
          armed = false;
          notify();
        });
        source.setTimeout(() => {
          if (!armed) return;
          timedOut = true;
          notify();
        }, RELEASE_FALLBACK_MS);
      }
      return () => {
        listeners.delete(onChange);
      };
    },
    isReleased,
  };
}

let browserRelease: PhotoRelease | undefined;

function photoReleaseOfWindow(): PhotoRelease {
  browserRelease ??= createPhotoRelease({
    readyState: () => document.readyState,
    onLoad: (listener) => window.addEventListener('load', listener, { once: true }),
    setTimeout: (callback, ms) => void window.setTimeout(callback, ms),
  });
  return browserRelease;
}

/**
 * True once the page's other photos may load (false in the server's HTML and while hydrating it, so the
 * first render matches the HTML; a photo that mounts later, on a page reached by a link, turns true just
 * after mounting).
 *
 * The change is a transition. At the load event every held photo of the page and the slider render
 * again; as an urgent update (what a store read with useSyncExternalStore always is) that work blocked the
 * main thread in one piece, right when the page should become interactive. As a transition React renders
 * it in slices that yield to the reader's input: on Home at a 4x CPU slowdown, the median blocking time
 * after the load event went from 50 to 24 ms (docs/performance.md, 2026-11-27, fifth session).
 */
export function usePhotosReleased(): boolean {
  const [released, setReleased] = useState(false);
  useEffect(() => {
    const release = photoReleaseOfWindow();
    const update = () => {
      if (release.isReleased()) startTransition(() => setReleased(true));
    };
    const unsubscribe = release.subscribe(update);
    update();
    return unsubscribe;
  }, []);
  return released;
}
