// @vitest-environment node
import { ClientStreamLimit } from './clientLimit';

describe('ClientStreamLimit', () => {
  it('gives each address up to the cap, then refuses until one is released', () => {
    const limit = new ClientStreamLimit(2);
    const a1 = limit.acquire('203.0.113.7');
    const a2 = limit.acquire('203.0.113.7');
    expect(a1).not.toBeNull();
    expect(a2).not.toBeNull();
    expect(limit.acquire('203.0.113.7')).toBeNull();
    expect(limit.acquire('198.51.100.1')).not.toBeNull(); // another address has its own count
    a1?.();
    expect(limit.count('203.0.113.7')).toBe(1);
    expect(limit.acquire('203.0.113.7')).not.toBeNull();
  });

  it('counts a double release once', () => {
    const limit = new ClientStreamLimit(1);
    const release = limit.acquire('x');
    const other = (release?.(), limit.acquire('x'));
    release?.(); // a second call must not free the slot held by `other`
    expect(other).not.toBeNull();
    expect(limit.acquire('x')).toBeNull();
    other?.();
    expect(limit.count('x')).toBe(0);
  });
});
