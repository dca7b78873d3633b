import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoryBody } from './StoryBody';
import { internalLinkHref } from './storyBodyLinks';

const text = (t: string) => ({ type: 'text', text: t, format: 0, version: 1, detail: 0, mode: 'normal', style: '' });
const block = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  ...extra,
});

const state = {
  root: block('root', [
    block('heading', [text('What the council decided')], { tag: 'h2' }),
    block('paragraph', [
      text('Read <script>alert(1)</script> and '),
      block('link', [text('the earlier story')], { fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'stories', value: { id: 2, slug: 'budget-vote' } } } }),
    ]),
    block('quote', [text('We are ready.')]),
    block('list', [block('listitem', [text('First point')], { value: 1 })], { listType: 'bullet', tag: 'ul', start: 1 }),
  ]),
};

describe('StoryBody', () => {
  it('renders headings, paragraphs, internal links, quotes and lists, with markup as text', () => {
    const { container } = render(<StoryBody data={state} />);
    expect(screen.getByRole('heading', { level: 2, name: 'What the council decided' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'the earlier story' })).toHaveAttribute('href', '/news/budget-vote');
    expect(screen.getByText('We are ready.').closest('blockquote')).not.toBeNull();
    expect(screen.getByRole('listitem')).toHaveTextContent('First point');
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });

  it('renders nothing for a body that is not rich text', () => {
    expect(render(<StoryBody data={null} />).container.innerHTML).toBe('');
    expect(render(<StoryBody data={{ root: {} }} />).container.innerHTML).toBe('');
  });
});

describe('internalLinkHref', () => {
  it("is a linked story's address, else Home", () => {
    expect(internalLinkHref({ relationTo: 'stories', value: { slug: 'budget-vote' } })).toBe('/news/budget-vote');
    expect(internalLinkHref({ relationTo: 'stories', value: 4 })).toBe('/');
    expect(internalLinkHref({ relationTo: 'media', value: { slug: 'x' } })).toBe('/');
    expect(internalLinkHref(null)).toBe('/');
  });
});
