import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoryBody } from './StoryBody';
import { internalLinkHref, storyLinkTarget } from './storyBodyLinks';

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

  it("opens another site's links in a new tab, the site's own in place, and leaves other schemes as text", () => {
    const custom = (url: string, label: string, newTab = false) => block('link', [text(label)], { fields: { linkType: 'custom', newTab, url } });
    const body = {
      root: block('root', [
        block('paragraph', [
          custom('https://dallascityhall.com/budget', 'the city budget'),
          block('autolink', [text('www.dart.org')], { fields: { linkType: 'custom', newTab: false, url: 'www.dart.org' } }),
          custom('/events', 'this weekend', true),
          custom('mailto:tips@dallaslocal.test', 'send a tip'),
          custom('javascript:alert(1)', 'a trick'),
        ]),
      ]),
    };
    const { container } = render(<StoryBody data={body} />);
    const budget = screen.getByRole('link', { name: /^the city budget ?\(opens in a new tab\)$/ });
    expect(budget).toHaveAttribute('href', 'https://dallascityhall.com/budget');
    expect(budget).toHaveAttribute('target', '_blank');
    expect(budget).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /^www\.dart\.org ?\(opens in a new tab\)$/ })).toHaveAttribute('href', 'https://www.dart.org/');
    const events = screen.getByRole('link', { name: 'this weekend' });
    expect(events).toHaveAttribute('href', '/events');
    expect(events).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'send a tip' })).toHaveAttribute('href', 'mailto:tips@dallaslocal.test');
    expect(screen.queryByRole('link', { name: 'a trick' })).toBeNull();
    expect(container.textContent).toContain('a trick');
    expect(container.innerHTML).not.toContain('javascript:');
  });

  it("shows a photo placed in the body as a figure: its responsive copies, its caption and its credit", () => {
    const photo = {
      id: 7,
      url: '/api/media/file/maker-space-2df19016.jpg',
      alt: 'Tables and tools at the maker space',
      caption: 'The maker space, inside.',
      credit: 'Photo: Jane Doe',
      mimeType: 'image/jpeg',
      width: 1200,
      height: 800,
      sizes: {
        webp480: { url: '/api/media/file/maker-space-2df19016-480x320.webp', width: 480, height: 320 },
        webp960: { url: '/api/media/file/maker-space-2df19016-960x640.webp', width: 960, height: 640 },
        avif960: { url: '/api/media/file/maker-space-2df19016-960x640.avif', width: 960, height: 640 },
      },
    };
    const withPhoto = { root: block('root', [{ type: 'upload', version: 3, format: '', id: 'u1', fields: null, relationTo: 'media', value: photo }]) };
    const { container } = render(<StoryBody data={withPhoto} />);
    const img = screen.getByRole('img', { name: 'Tables and tools at the maker space' });
    expect(img).toHaveAttribute('src', '/api/media/file/maker-space-2df19016-960x640.webp');
    expect(img.getAttribute('srcset')).toContain('480w');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
    expect(container.querySelector('source[type="image/avif"]')).not.toBeNull();
    expect(container.querySelector('figcaption')).toHaveTextContent('The maker space, inside. Photo: Jane Doe');
    // An upload whose photo is gone (deleted, or not populated) shows nothing.
    const gone = { root: block('root', [{ type: 'upload', version: 3, format: '', id: 'u2', fields: null, relationTo: 'media', value: 7 }]) };
    expect(render(<StoryBody data={gone} />).container.querySelector('img, figure')).toBeNull();
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

describe('storyLinkTarget', () => {
  const origin = 'https://dallaslocal.test';
  it('tells outside web addresses from the site\'s own', () => {
    expect(storyLinkTarget('https://dallascityhall.com', origin)).toEqual({ href: 'https://dallascityhall.com/', external: true });
    expect(storyLinkTarget('http://example.org/a?b=1#c', origin)).toEqual({ href: 'http://example.org/a?b=1#c', external: true });
    expect(storyLinkTarget('www.dart.org/routes', origin)).toEqual({ href: 'https://www.dart.org/routes', external: true });
    expect(storyLinkTarget('https://dallaslocal.test/events', origin)).toEqual({ href: 'https://dallaslocal.test/events', external: false });
    expect(storyLinkTarget(' /news/budget-vote#vote ', origin)).toEqual({ href: '/news/budget-vote#vote', external: false });
    expect(storyLinkTarget('#section', origin)).toEqual({ href: '#section', external: false });
    expect(storyLinkTarget('//evil.example/x', origin)).toEqual({ href: 'https://evil.example/x', external: true });
    expect(storyLinkTarget('/\\evil.example/x', origin)).toEqual({ href: 'https://evil.example/x', external: true });
    expect(storyLinkTarget('tel:+12145550100', origin)).toEqual({ href: 'tel:+12145550100', external: false });
  });

  it('is no link for other schemes, blanks and words', () => {
    for (const url of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'file:///etc/passwd', 'ftp://files.example.com', '', '  ', 'events', 'https://exa mple.com', null, undefined]) {
      expect(storyLinkTarget(url, origin), String(url)).toBeNull();
    }
  });
});
