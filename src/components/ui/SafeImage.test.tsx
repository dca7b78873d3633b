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
});
