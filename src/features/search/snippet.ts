import { SNIPPET_END, SNIPPET_START } from '@/server/search/query';

export type SnippetPart = { text: string; match: boolean };

/**
 * A snippet from the database as text parts, the matched ones flagged: the page renders each part as
 * text (escaped by React), the matched ones inside `<mark>`. Markers left unpaired are dropped.
 */
export function snippetParts(snippet: string): SnippetPart[] {
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
