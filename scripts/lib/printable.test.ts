// @vitest-environment node
import { printable } from './printable.mjs';

describe('printable', () => {
  it('replaces control characters and escape sequences', () => {
    expect(printable('a\u0000b\u001b[2Jc\u0085')).toBe('a?b?[2Jc?');
  });

  it('shows bidi controls by their code point instead of letting them reorder the line', () => {
    expect(printable('invoice\u202Etxt.exe')).toBe('invoice<U+202E>txt.exe');
    expect(printable('\u2066a\u2069 \u200F\u061C')).toBe('<U+2066>a<U+2069> <U+200F><U+061C>');
  });

  it('leaves ordinary text, tabs and other scripts alone', () => {
    expect(printable('José\tمرحبا 中文')).toBe('José\tمرحبا 中文');
    expect(printable(null)).toBe('');
  });
});
