import { LinkJSXConverter, RichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react';
import type { SerializedEditorState } from 'lexical';
import { internalLinkHref } from './storyBodyLinks';

/** Lexical's links to other documents of the site point at their public address. */
const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  ...LinkJSXConverter({ internalDocToHref: ({ linkNode }) => internalLinkHref(linkNode.fields.doc) }),
});

function isEditorState(data: unknown): data is SerializedEditorState {
  const root = (data as { root?: { children?: unknown } } | null)?.root;
  return Array.isArray(root?.children);
}

/**
 * A newsroom story's body (Lexical rich text: paragraphs, headings, links, quotes, lists, images),
 * rendered on the server; React escapes every text. Styled like the sample stories' paragraphs.
 */
export function StoryBody({ data }: { data: unknown }) {
  if (!isEditorState(data)) return null;
  return (
    <RichText
      data={data}
      converters={converters}
      disableContainer
    />
  );
}
