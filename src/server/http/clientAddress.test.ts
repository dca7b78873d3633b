// @vitest-environment node
import { CLIENT_ADDRESS_HEADER, normalizeAddress, parseTrustedProxies, readStampedAddress, resolveClientAddress, stampedAddress } from './clientAddress';

describe('resolveClientAddress', () => {
  const none = parseTrustedProxies('');
  const proxies = parseTrustedProxies('10.0.0.0/8, 127.0.0.1 fd00::/8');

  it('uses the socket address and ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(resolveClientAddress('203.0.113.7', '198.51.100.1', none)).toBe('203.0.113.7');
    expect(resolveClientAddress('127.0.0.1', '198.51.100.1, 198.51.100.2', none)).toBe('127.0.0.1');
    expect(resolveClientAddress('::1', undefined, none)).toBe('::1');
    expect(resolveClientAddress(undefined, '198.51.100.1', none)).toBe('unknown');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(resolveClientAddress('203.0.113.7', '198.51.100.1', proxies)).toBe('203.0.113.7');
  });

  it('behind trusted proxies, takes the rightmost address that is not one of them', () => {
    expect(resolveClientAddress('10.1.2.3', '198.51.100.1', proxies)).toBe('198.51.100.1');
    // The client wrote the left part itself; the proxies appended the rest.
    expect(resolveClientAddress('10.1.2.3', 'spoofed, 192.0.2.99, 198.51.100.1, 10.9.9.9', proxies)).toBe('198.51.100.1');
    expect(resolveClientAddress('127.0.0.1', '2001:DB8::5, fd12::1', proxies)).toBe('2001:db8::5');
  });

  it('treats IPv4-mapped IPv6 addresses as the IPv4 address, on the socket and in the list', () => {
    expect(resolveClientAddress('::ffff:127.0.0.1', '198.51.100.1', proxies)).toBe('198.51.100.1');
    expect(resolveClientAddress('::ffff:10.0.0.5', '::ffff:198.51.100.1', proxies)).toBe('198.51.100.1');
    expect(resolveClientAddress('::ffff:203.0.113.7', '198.51.100.1', proxies)).toBe('203.0.113.7');
    expect(resolveClientAddress('10.0.0.5', '198.51.100.1', parseTrustedProxies('::ffff:10.0.0.5'))).toBe('198.51.100.1');
  });

  it('stops at a malformed entry: the hop that passed it on is the client', () => {
    expect(resolveClientAddress('10.1.2.3', 'x'.repeat(6000), proxies)).toBe('10.1.2.3');
    expect(resolveClientAddress('10.1.2.3', '198.51.100.1, garbage, 10.0.0.9', proxies)).toBe('10.0.0.9');
  });

  it('with only trusted hops, ends at the leftmost; with no header, at the proxy itself', () => {
    expect(resolveClientAddress('10.1.2.3', '10.0.0.8, 10.0.0.9', proxies)).toBe('10.0.0.8');
    expect(resolveClientAddress('127.0.0.1', undefined, proxies)).toBe('127.0.0.1');
  });

  it('reads ports and brackets some proxies add', () => {
    expect(normalizeAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(normalizeAddress('192.0.2.1:8080')).toBe('192.0.2.1');
    expect(normalizeAddress('not-an-address')).toBeNull();
  });
});

describe('parseTrustedProxies', () => {
  it('matches IPv4 and IPv6 ranges', () => {
    const list = parseTrustedProxies('192.168.0.0/16,2001:db8::/32');
    expect(list.check('192.168.40.1', 'ipv4')).toBe(true);
    expect(list.check('192.169.0.1', 'ipv4')).toBe(false);
    expect(list.check('2001:db8:ffff::1', 'ipv6')).toBe(true);
    expect(list.check('2001:db9::1', 'ipv6')).toBe(false);
  });

  it('refuses an entry that is not an address or a range', () => {
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies('proxy.internal')).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies('10.0.0.0/8/1')).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('stamped address', () => {
  it('reads back what the guard stamped, and refuses a header a client wrote', () => {
    expect(readStampedAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: stampedAddress('198.51.100.1') }))).toBe('198.51.100.1');
    expect(readStampedAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: 'guess 198.51.100.1' }))).toBe('unverified');
    expect(readStampedAddress(new Headers({ 'x-forwarded-for': '198.51.100.1' }))).toBe('unverified');
  });
});
