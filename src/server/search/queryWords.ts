/**
 * The words of a search as `websearch_to_tsquery` reads it, for "Did you mean ...?": words to check
 * against the index's vocabulary, and the query rebuilt with some of them replaced. Excluded words
 * (`-word`) and the `or` operator are left alone; quotes, signs and spacing are kept as typed.
 */

export type QueryWord = { word: string; start: number; end: number };

/** Words of letters and digits (any script), at least 3 characters: shorter ones are not corrected. */
const WORD = /[\p{L}\p{N}]+/gu;
const MIN_CORRECTED_LENGTH = 3;

export function queryWords(q: string): QueryWord[] {
  const words: QueryWord[] = [];
  for (const match of q.matchAll(WORD)) {
    const start = match.index;
    const word = match[0];
    const before = q.slice(0, start);
    // An excluded word: a '-' right before it, at the start or after a space or quote.
    if (/(^|[\s"])-$/.test(before)) continue;
    if (word.toLowerCase() === 'or') continue;
    if (Array.from(word).length < MIN_CORRECTED_LENGTH) continue;
    words.push({ word, start, end: start + word.length });
  }
  return words;
}

/** `q` with the given words replaced (keys in lower case), or null when nothing changed. */
export function replaceWords(q: string, replacements: ReadonlyMap<string, string>): string | null {
  let out = '';
  let last = 0;
  let changed = false;
  for (const { word, start, end } of queryWords(q)) {
    const replacement = replacements.get(word.toLowerCase());
    if (replacement === undefined || replacement === word.toLowerCase()) continue;
    out += q.slice(last, start) + replacement;
    last = end;
    changed = true;
  }
  return changed ? out + q.slice(last) : null;
}
