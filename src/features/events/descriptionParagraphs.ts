/**
 * An event's description as its writer laid it out: paragraphs where a blank line separates them, and
 * the single line breaks inside a paragraph kept (the paragraph shows them with `white-space: pre-line`).
 * Windows line breaks (a textarea sends CRLF) count as one; a line of nothing but spaces is blank; spaces
 * at the ends of lines, and empty paragraphs, are dropped. Pure: the text stays text, and React escapes it.
 */
export function descriptionParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n(?:[^\S\n]*\n)+/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '')
        .join('\n'),
    )
    .filter((paragraph) => paragraph !== '');
}
