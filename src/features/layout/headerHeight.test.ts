import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEADER_HEIGHT_PROPERTY, observeHeaderHeight } from './headerHeight';

/** An element as far as the measure touches it: its height and its inline style's properties. */
function element(offsetHeight = 0) {
  const properties = new Map<string, string>();
  return {
    offsetHeight,
    properties,
    style: {
      setProperty: (name: string, value: string) => void properties.set(name, value),
      removeProperty: (name: string) => void properties.delete(name),
    },
  };
}

describe('observeHeaderHeight', () => {
  const observers: FakeObserver[] = [];
  class FakeObserver {
    readonly watched: unknown[] = [];
    disconnected = false;
    constructor(readonly callback: () => void) {
      observers.push(this);
    }
    observe(target: unknown) {
      this.watched.push(target);
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  afterEach(() => {
    observers.length = 0;
    vi.unstubAllGlobals();
  });

  it('writes the header’s height at once and again whenever it changes', () => {
    vi.stubGlobal('ResizeObserver', FakeObserver);
    const header = element(112);
    const root = element();
    const stop = observeHeaderHeight(header as unknown as HTMLElement, root as unknown as HTMLElement);
    expect(root.properties.get(HEADER_HEIGHT_PROPERTY)).toBe('112px');
    expect(observers[0]!.watched).toEqual([header]);

    // A larger text size wraps the navigation: the header grows.
    header.offsetHeight = 176;
    observers[0]!.callback();
    expect(root.properties.get(HEADER_HEIGHT_PROPERTY)).toBe('176px');

    stop();
    expect(observers[0]!.disconnected).toBe(true);
    expect(root.properties.has(HEADER_HEIGHT_PROPERTY)).toBe(false);
  });

  it('leaves the stylesheet’s fallback without a header or without ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', FakeObserver);
    const root = element();
    observeHeaderHeight(null, root as unknown as HTMLElement)();
    vi.stubGlobal('ResizeObserver', undefined);
    observeHeaderHeight(element(112) as unknown as HTMLElement, root as unknown as HTMLElement)();
    expect(root.properties.size).toBe(0);
    expect(observers).toHaveLength(0);
  });
});
