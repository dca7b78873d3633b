/**
 * The signed links in the newsletter's mails: confirm (expires after 48 hours), unsubscribe and
 * preferences (no expiry: a reader may unsubscribe from a months-old mail). A token is
 * `purpose.subscriberId.expiry.signature`, the signature an HMAC-SHA256 of the rest with a key derived
 * from the server's secret (src/cms/secret.ts), so changing any part of it breaks it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { payloadSecret } from '@/cms/secret';

export type LinkPurpose = 'confirm' | 'unsubscribe' | 'preferences';
export const CONFIRM_LINK_TTL_MS = 48 * 60 * 60_000;

/** An expired link's signature was right, so its subscriber is known (a confirmed reader is told so). */
export type LinkCheck = { ok: true; subscriberId: number } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'expired'; subscriberId: number };

/** The key for newsletter links, derived from the server's secret (never the secret itself). */
export function newsletterKey(env: Record<string, string | undefined> = process.env): Buffer {
  return createHmac('sha256', payloadSecret(env)).update('dallas-local newsletter links v1').digest();
}

const signature = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

export function signLink(key: Buffer, purpose: LinkPurpose, subscriberId: number, expiresAt?: Date): string {
  const body = `${purpose}.${subscriberId}.${expiresAt ? Math.floor(expiresAt.getTime() / 1000).toString(36) : '0'}`;
  return `${body}.${signature(key, body)}`;
}

export function verifyLink(key: Buffer, purpose: LinkPurpose, token: string | null | undefined, now = new Date()): LinkCheck {
  const parts = (token ?? '').split('.');
  if (parts.length !== 4) return { ok: false, reason: 'invalid' };
  const [kind, id, expiry, given] = parts as [string, string, string, string];
  const expected = Buffer.from(signature(key, `${kind}.${id}.${expiry}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, reason: 'invalid' };
  if (kind !== purpose || !/^[1-9]\d{0,9}$/.test(id)) return { ok: false, reason: 'invalid' };
  if (expiry !== '0' && parseInt(expiry, 36) * 1000 <= now.getTime()) return { ok: false, reason: 'expired', subscriberId: Number(id) };
  if (expiry === '0' && purpose === 'confirm') return { ok: false, reason: 'invalid' };
  return { ok: true, subscriberId: Number(id) };
}

/** A confirmation link's token, valid for 48 hours from `now`. */
export function confirmToken(key: Buffer, subscriberId: number, now: Date): string {
  return signLink(key, 'confirm', subscriberId, new Date(now.getTime() + CONFIRM_LINK_TTL_MS));
}
