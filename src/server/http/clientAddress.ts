import { BlockList, isIP } from 'node:net';
import { randomBytes } from 'node:crypto';
import { sameSecret } from './sameSecret';

/**
 * The client's address, from the connection itself: the socket's peer, or, when that peer is a
 * configured trusted proxy (`TRUSTED_PROXIES`), the rightmost `X-Forwarded-For` entry that is not a
 * trusted proxy. A client cannot choose its own address by sending the header.
 * See docs/decisions/0008-client-address-from-the-socket.md.
 */

/** `TRUSTED_PROXIES`: addresses or CIDR ranges, separated by commas or spaces (IPv4 and IPv6). */
export function parseTrustedProxies(spec: string | undefined): BlockList {
  const list = new BlockList();
  for (const entry of (spec ?? '').split(/[\s,]+/).filter(Boolean)) {
    const [address = '', prefix, extra] = entry.split('/');
    const bare = unmapped(address);
    const family = isIP(bare);
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
    if (!family || extra !== undefined || !/^\d+$/.test(String(bits)) || bits > (family === 6 ? 128 : 32)) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range.`);
    }
    list.addSubnet(bare, bits, family === 6 ? 'ipv6' : 'ipv4');
  }
  return list;
}

/** `::ffff:192.0.2.1` (an IPv4 client on a dual-stack socket) is the IPv4 address 192.0.2.1. */
function unmapped(address: string): string {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return match?.[1] ?? address;
}

/** An address in one canonical spelling (IPv4-mapped IPv6 unwrapped, IPv6 in lower case), or null. */
export function normalizeAddress(raw: string): string | null {
  let value = raw.trim();
  // `[2001:db8::1]:443` and `192.0.2.1:443`: some proxies add the port.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1] ?? '';
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  value = unmapped(value);
  const family = isIP(value);
  if (family === 4) return value;
  if (family === 6) return value.toLowerCase();
  return null;
}

const isTrusted = (address: string, trusted: BlockList) => trusted.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * The client's address: the socket's peer unless it is a trusted proxy; then walk `X-Forwarded-For`
 * from the right (each proxy appends the address it saw) and take the first entry that is not a trusted
 * proxy. Entries left of it were written by the client and are ignored. An entry that is not an address
 * stops the walk at the hop that passed it on; a chain of trusted proxies only ends at its leftmost entry.
 */
export function resolveClientAddress(remoteAddress: string | undefined, forwardedFor: string | undefined, trusted: BlockList): string {
  let client = normalizeAddress(remoteAddress ?? '');
  if (!client) return 'unknown';
  if (!isTrusted(client, trusted)) return client;
  const hops = (forwardedFor ?? '').split(',').reverse();
  for (const hop of hops) {
    if (hop.trim() === '') continue;
    const address = normalizeAddress(hop);
    if (!address) return client;
    client = address;
    if (!isTrusted(address, trusted)) return address;
  }
  return client;
}

/**
 * The header that carries the resolved address to the application, written by the request guard
 * (src/server/http/requestGuard.ts) on every request. Its value starts with a secret made once per
 * process, so that a header sent by a client (before the guard is in place, while the server starts)
 * is recognized as forged.
 */
export const CLIENT_ADDRESS_HEADER = 'x-dallas-client-address';

const secretKey = Symbol.for('dallas-local.client-address-secret');
type SecretHolder = { [secretKey]?: string };

/** Shared through globalThis: the guard and the app's bundles are separate module instances. */
function processSecret(): string {
  const holder = globalThis as SecretHolder;
  holder[secretKey] ??= randomBytes(18).toString('base64url');
  return holder[secretKey];
}

export function stampedAddress(address: string): string {
  return `${processSecret()} ${address}`;
}

/** The address the guard resolved, or 'unverified' (one shared bucket) when the header is missing or forged. */
export function readStampedAddress(headers: Pick<Headers, 'get'>): string {
  const value = headers.get(CLIENT_ADDRESS_HEADER) ?? '';
  const space = value.indexOf(' ');
  if (space < 0 || !sameSecret(value.slice(0, space), processSecret())) return 'unverified';
  return value.slice(space + 1) || 'unknown';
}
