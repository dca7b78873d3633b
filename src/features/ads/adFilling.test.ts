// @vitest-environment jsdom
import {
  AD_ROOT_MARGIN,
  adScriptUrl,
  keepFramesOutOfTabOrder,
  loadAdScript,
  observeAdSlots,
  requestAd,
  whenIdleAfterLoad,
  type AdWindow,
} from './adFilling';
import { FakeIntersectionObserver as FakeObserver } from '@/test/fakeIntersectionObserver';

function fakeWindow(): AdWindow {
  const win = Object.create(window) as AdWindow;
  Object.defineProperty(win, 'IntersectionObserver', { value: FakeObserver, configurable: true });
  Object.defineProperty(win, 'adsbygoogle', { value: undefined, writable: true, configurable: true });
  return win;
}

function slots(n: number): HTMLElement[] {
  document.body.innerHTML = Array.from({ length: n }, (_, i) => `<ins data-ad-slot="s${i}" data-ad-pending></ins>`).join('');
  return Array.from(document.querySelectorAll('ins'));
}

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  FakeObserver.last = undefined;
});

describe('observeAdSlots', () => {
  it('watches the pending slots with a margin of one screen', () => {
    const [a, b] = slots(2);
    observeAdSlots(document, fakeWindow());
    expect(FakeObserver.last?.options.rootMargin).toBe(AD_ROOT_MARGIN);
    expect(AD_ROOT_MARGIN).toBe('100% 0px');
    expect([...(FakeObserver.last?.targets ?? [])]).toEqual([a, b]);
  });

  it('asks for an ad only for the slot that nears the viewport, once', () => {
    const [near, far] = slots(2) as [HTMLElement, HTMLElement];
    const win = fakeWindow();
    observeAdSlots(document, win);
    const observer = FakeObserver.last!;
    observer.report(far, false);
    expect(win.adsbygoogle).toBeUndefined();
    observer.report(near, true);
    observer.report(near, true);
    expect(win.adsbygoogle).toEqual([{}]);
    expect(near.classList.contains('adsbygoogle')).toBe(true);
    expect(near.hasAttribute('data-ad-pending')).toBe(false);
    expect(far.classList.contains('adsbygoogle')).toBe(false);
    expect(far.hasAttribute('data-ad-pending')).toBe(true);
  });

  it('leaves slots already handed to the network alone', () => {
    const [done, waiting] = slots(2) as [HTMLElement, HTMLElement];
    done.removeAttribute('data-ad-pending');
    observeAdSlots(document, fakeWindow());
    expect([...(FakeObserver.last?.targets ?? [])]).toEqual([waiting]);
  });

  it('stops watching when asked', () => {
    slots(1);
    const stop = observeAdSlots(document, fakeWindow());
    stop();
    expect(FakeObserver.last?.disconnected).toBe(true);
  });

  it('does nothing when the page has no slots', () => {
    observeAdSlots(document, fakeWindow());
    expect(FakeObserver.last).toBeUndefined();
  });
});

describe('requestAd', () => {
  it('pushes to the queue the network script will read', () => {
    const [ins] = slots(1) as [HTMLElement];
    const win = fakeWindow();
    const queue: object[] = [{ earlier: true }];
    win.adsbygoogle = queue;
    requestAd(ins, win);
    expect(queue).toEqual([{ earlier: true }, {}]);
  });

  it('never throws when the network rejects the request', () => {
    const [ins] = slots(1) as [HTMLElement];
    const win = fakeWindow();
    win.adsbygoogle = {
      push: () => {
        throw new Error('adsbygoogle.push() error: No slot size');
      },
    };
    expect(() => requestAd(ins, win)).not.toThrow();
    expect(ins.classList.contains('adsbygoogle')).toBe(true);
  });
});

describe('keepFramesOutOfTabOrder', () => {
  it('takes the frames the network adds out of the tab order and titles them', async () => {
    const [ins] = slots(1) as [HTMLElement];
    const stop = keepFramesOutOfTabOrder(ins, window);
    ins.innerHTML = '<div><iframe></iframe></div>';
    await new Promise((resolve) => setTimeout(resolve, 0));
    const frame = ins.querySelector('iframe')!;
    expect(frame.getAttribute('tabindex')).toBe('-1');
    expect(frame.title).toBe('Advertisement');
    stop();
  });
});

describe('loadAdScript', () => {
  it('adds one async script with the client id', () => {
    const first = loadAdScript(document, 'https://ads.example/js/ads.js', 'ca-pub-1');
    const second = loadAdScript(document, 'https://ads.example/js/ads.js', 'ca-pub-1');
    expect(second).toBe(first);
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(first.src).toBe('https://ads.example/js/ads.js?client=ca-pub-1');
    expect(first.async).toBe(true);
    expect(first.crossOrigin).toBe('anonymous');
  });

  it('swallows a failed load', () => {
    const script = loadAdScript(document, 'https://ads.example/js/ads.js', 'ca-pub-1');
    expect(() => script.dispatchEvent(new Event('error'))).not.toThrow();
    expect(script.getAttribute('data-ad-network')).toBe('failed');
  });

  it('encodes the client id into the address', () => {
    expect(adScriptUrl('https://ads.example/a.js', 'ca pub&x')).toBe('https://ads.example/a.js?client=ca+pub%26x');
  });
});

describe('whenIdleAfterLoad', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the load event, then runs the task once idle', () => {
    const win = Object.create(window) as Window;
    let state: DocumentReadyState = 'loading';
    const doc = Object.create(document) as Document;
    Object.defineProperty(doc, 'readyState', { get: () => state });
    Object.defineProperty(win, 'document', { value: doc });
    Object.defineProperty(win, 'requestIdleCallback', { value: undefined });
    const listeners: Array<() => void> = [];
    Object.defineProperty(win, 'addEventListener', { value: (_: string, fn: () => void) => listeners.push(fn) });
    Object.defineProperty(win, 'removeEventListener', { value: () => {} });
    const task = vi.fn();
    whenIdleAfterLoad(win, task);
    vi.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
    state = 'complete';
    for (const fn of listeners) fn();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('can be canceled before it runs', () => {
    const win = Object.create(window) as Window;
    Object.defineProperty(win, 'requestIdleCallback', { value: undefined });
    const task = vi.fn();
    const cancel = whenIdleAfterLoad(win, task);
    cancel();
    vi.advanceTimersByTime(100);
    expect(task).not.toHaveBeenCalled();
  });
});
