import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FALLBACK_SRC, SafeImage } from './SafeImage';

describe('SafeImage', () => {
  it('shows its own source with explicit size and lazy loading by default', () => {
    render(<SafeImage src="/images/a.svg" alt="A picture" width={640} height={360} />);
    const img = screen.getByAltText('A picture');
    expect(img).toHaveAttribute('src', '/images/a.svg');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '360');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('loads eagerly with high priority when it is the main image', () => {
    render(<SafeImage src="/images/a.svg" alt="Hero" width={1200} height={675} priority />);
    const img = screen.getByAltText('Hero');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('swaps to the fallback on error, exactly once', () => {
    render(<SafeImage src="https://covers.example/x.jpg" alt="Cover" width={200} height={300} fallbackSrc="/images/book-placeholder.svg" />);
    const img = screen.getByAltText('Cover');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/images/book-placeholder.svg');
    expect(img).toHaveAttribute('data-fallback', 'true');
    // The fallback failing too must not loop or change anything.
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/images/book-placeholder.svg');
  });

  it('uses the site-wide fallback when none is given', () => {
    render(<SafeImage src="/images/missing.svg" alt="Missing" width={10} height={10} />);
    fireEvent.error(screen.getByAltText('Missing'));
    expect(screen.getByAltText('Missing')).toHaveAttribute('src', DEFAULT_FALLBACK_SRC);
  });

  const picture = {
    srcSet: '/api/media/file/p-480x270.webp 480w, /api/media/file/p-960x540.webp 960w',
    sources: [{ type: 'image/avif', srcSet: '/api/media/file/p-480x270.avif 480w, /api/media/file/p-960x540.avif 960w' }],
  };

  it("offers a photo's copies: AVIF first in a <picture>, WebP widths on the <img>, both with the given sizes", () => {
    const { container } = render(
      <SafeImage src="/api/media/file/p-960x540.webp" alt="Photo" width={1200} height={675} picture={picture} sizes="(min-width: 640px) 50vw, 100vw" />,
    );
    const img = screen.getByAltText('Photo');
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img).toHaveAttribute('src', '/api/media/file/p-960x540.webp');
    expect(img).toHaveAttribute('srcset', picture.srcSet);
    expect(img).toHaveAttribute('sizes', '(min-width: 640px) 50vw, 100vw');
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute('srcset', picture.sources[0]!.srcSet);
    expect(source).toHaveAttribute('sizes', '(min-width: 640px) 50vw, 100vw');
  });

  it('shows the main photo as WebP alone, no <picture>: it decodes faster than AVIF and React preloads it', () => {
    const { container } = render(
      <SafeImage src="/api/media/file/p-960x540.webp" alt="Lead" width={1200} height={675} picture={picture} sizes="100vw" priority />,
    );
    const img = screen.getByAltText('Lead');
    expect(container.querySelector('picture, source')).toBeNull();
    expect(img).toHaveAttribute('srcset', picture.srcSet);
    expect(img).toHaveAttribute('sizes', '100vw');
  });

  it("the server's page preloads the main photo from the head with its WebP widths, and no other photo", async () => {
    const { prerender } = await import('react-dom/static');
    const { prelude } = await prerender(
      <html lang="en">
        <body>
          <SafeImage src="/api/media/file/p-960x540.webp" alt="Lead" width={1200} height={675} picture={picture} sizes="100vw" priority />
          <SafeImage src="/api/media/file/q-960x540.webp" alt="Card" width={1200} height={675} picture={picture} />
        </body>
      </html>,
    );
    const html = await new Response(prelude).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain(`imageSrcSet="${picture.srcSet}"`);
    expect(preloads[0]).toContain('imageSizes="100vw"');
    expect(preloads[0]).toContain('fetchPriority="high"');
  });

  it('drops the copies with the photo when it fails: the fallback alone, no source chosen over it', () => {
    const { container } = render(<SafeImage src="/api/media/file/p-960x540.webp" alt="Photo" width={1200} height={675} picture={picture} />);
    fireEvent.error(screen.getByAltText('Photo'));
    const img = screen.getByAltText('Photo');
    expect(img).toHaveAttribute('src', DEFAULT_FALLBACK_SRC);
    expect(img).not.toHaveAttribute('srcset');
    expect(container.querySelector('picture, source')).toBeNull();
  });

  it("keeps the editor's focal point in a cropped box, over the component's own position; not for the fallback", () => {
    const focused = { ...picture, position: '20% 70%' };
    render(
      <SafeImage src="/api/media/file/p-960x540.webp" alt="Photo" width={1200} height={675} picture={focused} priority className="object-cover" style={{ objectPosition: '50% 40%', opacity: 0.9 }} />,
    );
    const img = screen.getByAltText('Photo');
    expect(img.style.objectPosition).toBe('20% 70%');
    expect(img.style.opacity).toBe('0.9');
    fireEvent.error(img);
    expect(screen.getByAltText('Photo').style.objectPosition).toBe('50% 40%');
  });

  it('leaves the position to the component for a photo without a focal point', () => {
    render(<SafeImage src="/api/media/file/p-960x540.webp" alt="Photo" width={1200} height={675} picture={picture} priority style={{ objectPosition: '50% 40%' }} />);
    expect(screen.getByAltText('Photo').style.objectPosition).toBe('50% 40%');
  });

  it('without a better format, no <picture>: the <img> with its srcset', () => {
    render(<SafeImage src="/a-960.webp" alt="Plain" width={10} height={10} picture={{ srcSet: '/a-480.webp 480w, /a-960.webp 960w', sources: [] }} />);
    const img = screen.getByAltText('Plain');
    expect(img.parentElement?.tagName).not.toBe('PICTURE');
    expect(img).toHaveAttribute('srcset', '/a-480.webp 480w, /a-960.webp 960w');
    expect(img).toHaveAttribute('sizes', '100vw');
  });

  it('holds an image other than the main one back, with a box of its size in its place', () => {
    const { container } = render(
      <>
        <SafeImage src="/main.webp" alt="Main" width={1200} height={675} priority className="h-full w-full" />
        <SafeImage src="/card.webp" alt="Card" width={1200} height={675} className="aspect-video w-full bg-rule" />
      </>,
    );
    const card = container.querySelector('img[alt="Card"]');
    // In the HTML for readers without scripts, not displayed until its release (globals.css, PhotoRelease)
    // so that it is not fetched yet.
    expect(card).toHaveAttribute('data-held', '');
    expect(card).toHaveAttribute('src', '/card.webp');
    expect(card).toHaveAttribute('loading', 'lazy');
    const box = container.querySelector('[data-held-box]');
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(box).toHaveClass('aspect-video', 'w-full', 'bg-rule');
    expect(box).toHaveStyle({ aspectRatio: '1200 / 675' });
    // Right before its photo: the stylesheet shows the photo after a box seen in view.
    expect(box?.nextElementSibling).toBe(card);
    expect(screen.getByAltText('Main')).not.toHaveAttribute('data-held');
    expect(container.querySelectorAll('[data-held-box]')).toHaveLength(1);
  });

  it('keeps a held photo in a <picture> right after its box', () => {
    const { container } = render(<SafeImage src="/api/media/file/p-960x540.webp" alt="Photo" width={1200} height={675} picture={picture} />);
    const box = container.querySelector('[data-held-box]');
    expect(box?.nextElementSibling?.tagName).toBe('PICTURE');
    expect(box?.nextElementSibling?.querySelector('img')).toHaveAttribute('data-held', '');
  });
});
