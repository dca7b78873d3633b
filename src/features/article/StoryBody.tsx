import type { SerializedAutoLinkNode, SerializedLinkNode } from '@payloadcms/richtext-lexical';
import { RichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react';
import type { SerializedEditorState } from 'lexical';
import type { ReactNode } from 'react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { siteOrigin } from '@/features/seo/pageMetadata';
import { StoryPhoto } from './StoryPhoto';
import { internalLinkHref, storyLinkTarget } from './storyBodyLinks';

/**
 * An editor's link: to another document of the site, its public address; to another site, a link that
 * opens a new tab the way every other outside link of the site does (whatever the editor's "open in
 * new tab" box says); an address that is no web, mail or phone link, its text alone.
 */
function StoryLink({ node, children }: { node: SerializedLinkNode | SerializedAutoLinkNode; children: ReactNode }) {
  if (node.fields.linkType === 'internal') return <a href={internalLinkHref(node.fields.doc)}>{children}</a>;
  const target = storyLinkTarget(node.fields.url, siteOrigin);
  if (!target) return <>{children}</>;
  return target.external ? <ExternalLink href={target.href}>{children}</ExternalLink> : <a href={target.href}>{children}</a>;
}

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  link: ({ node, nodesToJSX }) => <StoryLink node={node}>{nodesToJSX({ nodes: node.children })}</StoryLink>,
  autolink: ({ node, nodesToJSX }) => <StoryLink node={node}>{nodesToJSX({ nodes: node.children })}</StoryLink>,
  upload: ({ node }) => <StoryPhoto value={node.value} alt={(node.fields as { alt?: string } | undefined)?.alt} />,
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
