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

/**
 * Set on the document's root element once the held photos may load: globals.css then displays them
 * (and hides the boxes that stood in for them) without React rendering anything again.
 */
export const PHOTOS_RELEASED_ATTRIBUTE = 'data-photos-released';
/** Set on a held photo's box once the reader has had it in view before the release: its photo is shown. */
export const HELD_BOX_IN_VIEW_ATTRIBUTE = 'data-in-view';
/** The box that stands in for a held photo (SafeImage). */
export const HELD_BOX_SELECTOR = '[data-held-box]';

let browserRelease: PhotoRelease | undefined;

export function photoReleaseOfWindow(): PhotoRelease {
  browserRelease ??= createPhotoRelease({
    readyState: () => document.readyState,
    onLoad: (listener) => window.addEventListener('load', listener, { once: true }),
    setTimeout: (callback, ms) => void window.setTimeout(callback, ms),
  });
  return browserRelease;
}

/** Marks `root` (the document's root element) released at the release; returns the cleanup. */
export function markReleaseOn(root: Element, release: PhotoRelease): () => void {
  const mark = () => {
    if (release.isReleased()) root.setAttribute(PHOTOS_RELEASED_ATTRIBUTE, '');
  };
  const unsubscribe = release.subscribe(mark);
  mark();
  return unsubscribe;
}

/**
 * Until the release, a held photo whose box comes into view (a wide screen's first row of cards, or a
 * reader scrolling before the load event) gets its photo at once: one observer for the boxes under
 * `scope` marks each box seen. Returns the cleanup; the observer stops at the release.
 */
export function showHeldPhotosInView(scope: ParentNode, release: PhotoRelease): () => void {
  if (release.isReleased() || typeof IntersectionObserver !== 'function') return () => {};
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      entry.target.setAttribute(HELD_BOX_IN_VIEW_ATTRIBUTE, '');
      observer.unobserve(entry.target);
    }
  });
  for (const box of scope.querySelectorAll(`${HELD_BOX_SELECTOR}:not([${HELD_BOX_IN_VIEW_ATTRIBUTE}])`)) observer.observe(box);
  const unsubscribe = release.subscribe(() => observer.disconnect());
  return () => {
    unsubscribe();
    observer.disconnect();
  };
}

/**
 * True once the page's other photos may load, for a component that must render differently then (the
 * slider gives its hidden slides their photos). False in the server's HTML and while hydrating it, so the
 * first render matches the HTML; a component that mounts later, on a page reached by a link, turns true
 * just after mounting. Photos themselves need no render: see PHOTOS_RELEASED_ATTRIBUTE.
 *
 * The change is a transition, which React renders in slices that yield to the reader's input (an urgent
 * update, what a store read with useSyncExternalStore always is, blocked the main thread in one piece at
 * the load event; docs/performance.md, 2026-11-27, fifth session).
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
