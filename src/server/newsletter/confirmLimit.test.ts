import { describe, expect, it } from 'vitest';
import { mayConfirmAgain } from './confirmLimit';

const at = (iso: string) => new Date(iso);

describe('confirmation mail limit', () => {
  it('allows the first, then one per 10 minutes', () => {
    const now = at('2026-11-23T12:00:00Z');
    expect(mayConfirmAgain([], now)).toBe(true);
    expect(mayConfirmAgain([at('2026-11-23T11:50:01Z')], now)).toBe(false);
    expect(mayConfirmAgain([at('2026-11-23T11:50:00Z')], now)).toBe(true);
  });

  it('allows three per 24 hours', () => {
    const sent = [at('2026-11-23T08:00:00Z'), at('2026-11-23T09:00:00Z'), at('2026-11-23T10:00:00Z')];
    expect(mayConfirmAgain(sent.slice(0, 2), at('2026-11-23T12:00:00Z'))).toBe(true);
    expect(mayConfirmAgain(sent, at('2026-11-23T12:00:00Z'))).toBe(false);
    expect(mayConfirmAgain(sent, at('2026-11-24T08:00:01Z'))).toBe(true);
  });

  it('counts no mail sent before the address was unsubscribed by its owner', () => {
    const now = at('2026-11-23T12:00:00Z');
    const sent = [at('2026-11-23T11:55:00Z')];
    // Unsubscribed a minute after the mail: a signup now sends a new one.
    expect(mayConfirmAgain(sent, now, at('2026-11-23T11:56:00Z'))).toBe(true);
    // Unsubscribed before it (an earlier mistake, long ago): the mail still counts.
    expect(mayConfirmAgain(sent, now, at('2026-11-23T11:50:00Z'))).toBe(false);
    expect(mayConfirmAgain(sent, now, null)).toBe(false);
    // The daily cap starts again too; mails after the unsubscribe count as ever.
    const day = [at('2026-11-23T08:00:00Z'), at('2026-11-23T09:00:00Z'), at('2026-11-23T10:00:00Z')];
    expect(mayConfirmAgain(day, now, at('2026-11-23T10:30:00Z'))).toBe(true);
    expect(mayConfirmAgain([...day, at('2026-11-23T11:55:00Z')], now, at('2026-11-23T10:30:00Z'))).toBe(false);
  });
});
