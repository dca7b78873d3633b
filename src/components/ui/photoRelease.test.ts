import { describe, expect, it, vi } from 'vitest';
import { createPhotoRelease, RELEASE_FALLBACK_MS, type PageLoadSource } from './photoRelease';

/** A page that is still loading, with its load event and clock in the test's hands. */
function loadingPage() {
  let state: DocumentReadyState = 'loading';
  const loadListeners: (() => void)[] = [];
  const timers: { at: number; callback: () => void }[] = [];
  let now = 0;
  const source: PageLoadSource = {
    readyState: () => state,
    onLoad: (listener) => loadListeners.push(listener),
    setTimeout: (callback, ms) => timers.push({ at: now + ms, callback }),
  };
  return {
    source,
    load() {
      state = 'complete';
      for (const listener of loadListeners.splice(0)) listener();
    },
    advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.callback();
      }
    },
  };
}

describe('createPhotoRelease', () => {
  it('holds the photos while the page loads and releases them at its load event', () => {
    const page = loadingPage();
    const release = createPhotoRelease(page.source);
    const onChange = vi.fn();
    release.subscribe(onChange);
    expect(release.isReleased()).toBe(false);

    page.advance(RELEASE_FALLBACK_MS - 1);
    page.load();
    expect(release.isReleased()).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);
    // The fallback, once due, changes nothing more.
    page.advance(1);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('releases them after the fallback delay when the load event is held back (a hanging third party)', () => {
    const page = loadingPage();
    const release = createPhotoRelease(page.source);
    const onChange = vi.fn();
    release.subscribe(onChange);
    page.advance(RELEASE_FALLBACK_MS - 1);
    expect(release.isReleased()).toBe(false);
    page.advance(1);
    expect(release.isReleased()).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('has nothing to hold on a page that has already loaded (a later navigation)', () => {
    const page = loadingPage();
    page.load();
    const release = createPhotoRelease(page.source);
    const onChange = vi.fn();
    release.subscribe(onChange);
    expect(release.isReleased()).toBe(true);
    page.advance(RELEASE_FALLBACK_MS);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('arms once for all of a page’s photos, and stops telling those that left', () => {
    const page = loadingPage();
    const release = createPhotoRelease(page.source);
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribe = release.subscribe(first);
    release.subscribe(second);
    unsubscribe();
    page.load();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
