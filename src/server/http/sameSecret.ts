import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether a secret someone sent equals the expected one, in constant time whatever either holds:
 * both are hashed to 32 bytes first, so the comparison never throws on lengths (non-ASCII text) and
 * its time says nothing about the expected secret's length.
 */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}
