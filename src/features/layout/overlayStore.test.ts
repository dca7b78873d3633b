import { describe, expect, it, vi } from 'vitest';
import { overlayStore } from './overlayStore';

describe('overlayStore', () => {
  it('tracks open overlays and notifies on change only', () => {
    const listener = vi.fn();
    const unsubscribe = overlayStore.subscribe(listener);
    expect(overlayStore.anyOpen()).toBe(false);
    overlayStore.open('menu');
    overlayStore.open('menu');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(overlayStore.anyOpen()).toBe(true);
    expect(overlayStore.anyOpen('menu')).toBe(false);
    overlayStore.close('menu');
    overlayStore.close('menu');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(overlayStore.anyOpen()).toBe(false);
    unsubscribe();
  });
});
