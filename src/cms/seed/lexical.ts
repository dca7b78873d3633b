/**
 * Plain paragraphs as a Lexical editor state (the `richText` field's JSON), as the admin's editor would
 * save them: a root of paragraphs, each one text node.
 */
export function lexicalParagraphs(paragraphs: readonly string[]) {
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: paragraphs.map((text) => ({
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
      })),
    },
  };
}
