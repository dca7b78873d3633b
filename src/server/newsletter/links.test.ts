import { describe, expect, it } from 'vitest';
import { confirmToken, newsletterKey, signLink, verifyLink } from './links';

const key = Buffer.alloc(32, 7);
const now = new Date('2026-11-23T12:00:00Z');

describe('signed newsletter links', () => {
  it('accepts a confirmation link for 48 hours and calls it expired after', () => {
    const token = confirmToken(key, 42, now);
    expect(verifyLink(key, 'confirm', token, new Date('2026-11-25T11:59:00Z'))).toEqual({ ok: true, subscriberId: 42 });
    expect(verifyLink(key, 'confirm', token, new Date('2026-11-25T12:00:01Z'))).toEqual({ ok: false, reason: 'expired', subscriberId: 42 });
  });

  it('refuses a tampered link: another id, a later expiry, another purpose, another key, garbage', () => {
    const token = confirmToken(key, 42, now);
    const [purpose, , expiry, sig] = token.split('.');
    expect(verifyLink(key, 'confirm', `${purpose}.43.${expiry}.${sig}`, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyLink(key, 'confirm', `${purpose}.42.zzzzzz.${sig}`, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyLink(key, 'unsubscribe', token, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyLink(Buffer.alloc(32, 8), 'confirm', token, now)).toEqual({ ok: false, reason: 'invalid' });
    for (const bad of ['', 'x', 'a.b.c.d', `${token}x`, null, undefined]) expect(verifyLink(key, 'confirm', bad, now).ok).toBe(false);
  });

  it('keeps unsubscribe and preferences links valid for good, but never a confirmation without expiry', () => {
    const unsubscribe = signLink(key, 'unsubscribe', 7);
    expect(verifyLink(key, 'unsubscribe', unsubscribe, new Date('2036-01-01T00:00:00Z'))).toEqual({ ok: true, subscriberId: 7 });
    expect(verifyLink(key, 'preferences', signLink(key, 'preferences', 7), now)).toEqual({ ok: true, subscriberId: 7 });
    expect(verifyLink(key, 'confirm', signLink(key, 'confirm', 7), now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('derives its key from the server secret, not the secret itself', () => {
    const secret = 'a'.repeat(40);
    const derived = newsletterKey({ PAYLOAD_SECRET: secret });
    expect(derived).toHaveLength(32);
    expect(derived.toString('utf8')).not.toContain(secret);
    expect(newsletterKey({ PAYLOAD_SECRET: secret }).equals(derived)).toBe(true);
  });
});
