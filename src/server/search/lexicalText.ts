/**
 * The plain text of a Lexical rich-text value (Payload's `richText` fields), for the search index:
 * the text of every text node, block-level nodes (paragraphs, headings, list items, quotes...)
 * separated by a line break, line breaks and tabs kept as spaces. Anything that is not Lexical's
 * shape gives ''.
 */
type LexicalNode = { type?: unknown; text?: unknown; children?: unknown };

/** Nodes whose children run on in the same line of text. */
const INLINE_TYPES = new Set(['text', 'link', 'autolink', 'linebreak', 'tab']);

function isNode(value: unknown): value is LexicalNode {
  return typeof value === 'object' && value !== null;
}

function textOf(node: LexicalNode, out: string[]): void {
  if (node.type === 'linebreak' || node.type === 'tab') {
    out.push(' ');
    return;
  }
  if (typeof node.text === 'string') out.push(node.text);
  if (Array.isArray(node.children)) {
    for (const child of node.children) if (isNode(child)) textOf(child, out);
  }
  if (typeof node.type === 'string' && !INLINE_TYPES.has(node.type)) out.push('\n');
}

export function lexicalPlainText(value: unknown): string {
  if (!isNode(value) || !isNode((value as { root?: unknown }).root)) return '';
  const out: string[] = [];
  textOf((value as { root: LexicalNode }).root, out);
  return out
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
