import { readStampedAddress } from '@/server/http/clientAddress';

/**
 * The client's address for rate limiting: the one the request guard resolved from the socket and
 * TRUSTED_PROXIES (src/server/http/clientAddress.ts). Headers a client sends, `X-Forwarded-For`
 * included, cannot choose it.
 */
export function clientAddress(headers: Pick<Headers, 'get'>): string {
  return readStampedAddress(headers);
}
