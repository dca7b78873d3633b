import { SNIPPET_END, SNIPPET_START } from '@/server/search/query';

export type SnippetPart = { text: string; match: boolean };

const ELLIPSIS = '…';
/** A passage ends a sentence with one of these (a closing quote or bracket after the stop included). */
const SENTENCE_END = /[.!?…]["”’)]*$|["”’)]$/u;

/**
 * A snippet from the database as text parts, the matched ones flagged: the page renders each part as
 * text (escaped by React), the matched ones inside `<mark>`. Markers left unpaired are dropped.
 *
 * The database cuts its passages at word boundaries, mid-sentence as often as not: a passage that begins
 * in a sentence (a small letter) is shown after "…", and one that stops in a sentence is followed by "…",
 * so that a reader does not take a fragment for the story's words. A separator left at either end (the
 * summary's when the body is empty) is dropped.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts = markedParts(snippet.trim());
  const first = parts[0];
  const last = parts.at(-1);
  if (!first || !last) return parts;
  if (!last.match) {
    last.text = last.text.replace(/\s*…\s*$/u, '').trimEnd();
    if (!last.text) parts.pop();
  }
  if (!first.match) {
    first.text = first.text.replace(/^\s*…\s*/u, '').trimStart();
    if (!first.text) parts.shift();
  }
  const head = parts[0];
  const tail = parts.at(-1);
  if (!head || !tail) return parts;
  if (/^\p{Ll}/u.test(head.text)) {
    if (head.match) parts.unshift({ text: `${ELLIPSIS} `, match: false });
    else head.text = `${ELLIPSIS} ${head.text}`;
  }
  if (!SENTENCE_END.test(tail.text)) {
    if (tail.match) parts.push({ text: ` ${ELLIPSIS}`, match: false });
    else tail.text = `${tail.text} ${ELLIPSIS}`;
  }
  return parts;
}

function markedParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [i, piece] of snippet.split(SNIPPET_START).entries()) {
    const end = piece.indexOf(SNIPPET_END);
    const [match, rest] = i > 0 && end >= 0 ? [piece.slice(0, end), piece.slice(end + 1)] : ['', piece];
    if (match) parts.push({ text: match.replaceAll(SNIPPET_END, ''), match: true });
    const text = rest.replaceAll(SNIPPET_END, '');
    if (text) parts.push({ text, match: false });
  }
  return parts;
}
