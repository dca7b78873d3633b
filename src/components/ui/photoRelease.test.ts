import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createPhotoRelease,
  HELD_BOX_IN_VIEW_ATTRIBUTE,
  markReleaseOn,
  PHOTOS_RELEASED_ATTRIBUTE,
  RELEASE_FALLBACK_MS,
  showHeldPhotosInView,
  type PageLoadSource,
} from './photoRelease';
import { FakeIntersectionObserver as FakeObserver } from '@/test/fakeIntersectionObserver';

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

/** An element as far as the release touches it: its attributes. */
function element() {
  const attributes = new Map<string, string>();
  return {
    attributes,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
  };
}

describe('markReleaseOn', () => {
  it('marks the document once the photos may load, not before', () => {
    const page = loadingPage();
    const root = element();
    markReleaseOn(root as unknown as Element, createPhotoRelease(page.source));
    expect(root.attributes.has(PHOTOS_RELEASED_ATTRIBUTE)).toBe(false);
    page.load();
    expect(root.attributes.get(PHOTOS_RELEASED_ATTRIBUTE)).toBe('');
  });

  it('marks it at once on a page that has already loaded', () => {
    const page = loadingPage();
    page.load();
    const root = element();
    markReleaseOn(root as unknown as Element, createPhotoRelease(page.source));
    expect(root.attributes.get(PHOTOS_RELEASED_ATTRIBUTE)).toBe('');
  });
});

describe('showHeldPhotosInView', () => {
  afterEach(() => {
    FakeObserver.last = undefined;
    vi.unstubAllGlobals();
  });

  function pageWithBoxes(count: number) {
    const boxes = Array.from({ length: count }, element);
    const selectors: string[] = [];
    const scope = {
      querySelectorAll: (selector: string) => {
        selectors.push(selector);
        return boxes;
      },
    };
    return { boxes, selectors, scope: scope as unknown as ParentNode };
  }

  it('shows the photo of each box the reader has in view, and keeps watching the others until the release', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const page = loadingPage();
    const { boxes, selectors, scope } = pageWithBoxes(2);
    const [near, far] = boxes;
    showHeldPhotosInView(scope, createPhotoRelease(page.source));
    // Boxes already seen (before a navigation) are not watched again.
    expect(selectors).toEqual([`[data-held-box]:not([${HELD_BOX_IN_VIEW_ATTRIBUTE}])`]);
    const observer = FakeObserver.last;
    expect(observer!.targets).toEqual(new Set([near, far]));

    // The test says which boxes the reader sees.
    observer!.report(far as unknown as Element, false);
    observer!.report(near as unknown as Element, true);
    expect(near!.attributes.get(HELD_BOX_IN_VIEW_ATTRIBUTE)).toBe('');
    expect(far!.attributes.has(HELD_BOX_IN_VIEW_ATTRIBUTE)).toBe(false);
    expect(observer!.targets).toEqual(new Set([far]));

    // At the load event every photo is shown (markReleaseOn): nothing is left to watch.
    page.load();
    expect(observer!.disconnected).toBe(true);
  });

  it('watches nothing once the photos are released, or in a browser without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const loaded = loadingPage();
    loaded.load();
    showHeldPhotosInView(pageWithBoxes(1).scope, createPhotoRelease(loaded.source));
    expect(FakeObserver.last).toBeUndefined();

    vi.stubGlobal('IntersectionObserver', undefined);
    const stop = showHeldPhotosInView(pageWithBoxes(1).scope, createPhotoRelease(loadingPage().source));
    expect(() => stop()).not.toThrow();
  });

  it('stops watching when the page it watched goes (a navigation)', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const page = loadingPage();
    const stop = showHeldPhotosInView(pageWithBoxes(2).scope, createPhotoRelease(page.source));
    stop();
    expect(FakeObserver.last!.disconnected).toBe(true);
  });
});
