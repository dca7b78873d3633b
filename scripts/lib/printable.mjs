// Text from the forms, made safe to print in a terminal (`npm run inbox`, `npm run subscribers`).

// Control characters, escape sequences included; bidi controls, which reorder what follows them
// (a "Trojan Source" line reads differently from what it holds); line and paragraph separators.
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text safe for a terminal: control characters become '?', and bidi controls and separators are
 * shown by their code point (`<U+202E>`), so that they neither act nor hide.
 */
export function printable(value) {
  return String(value ?? '').replace(UNSAFE, (c) => {
    const code = c.charCodeAt(0);
    return code < 0xa0 ? '?' : `<U+${code.toString(16).toUpperCase().padStart(4, '0')}>`;
  });
}
