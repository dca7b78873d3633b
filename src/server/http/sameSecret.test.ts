// @vitest-environment node
import { sameSecret } from './sameSecret';

describe('sameSecret', () => {
  const token = 'a'.repeat(48);

  it('accepts the exact secret only', () => {
    expect(sameSecret(token, token)).toBe(true);
    expect(sameSecret(token.slice(1) + 'b', token)).toBe(false);
    expect(sameSecret('', token)).toBe(false);
  });

  it('answers false, without throwing, for values whose UTF-8 length differs (non-ASCII input)', () => {
    // 48 characters but 96 bytes: a byte-wise comparison of the raw values throws a RangeError.
    expect(() => sameSecret('é'.repeat(48), token)).not.toThrow();
    expect(sameSecret('é'.repeat(48), token)).toBe(false);
    expect(sameSecret('x'.repeat(1000), token)).toBe(false);
  });
});
