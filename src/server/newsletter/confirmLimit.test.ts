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
});
