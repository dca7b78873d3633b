import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookCard } from './BookCard';
import { COVER_PLACEHOLDER_SRC } from './booksPage';

const book = {
  title: 'Goodbye to a River',
  author: 'John Graves',
  cover: 'https://covers.openlibrary.org/b/isbn/9780375727788-M.jpg',
  link: 'https://www.amazon.com/dp/0375727787',
};

describe('BookCard', () => {
  it('shows the cover in a reserved 2:3 box, lazily, with title, author and the Amazon link', () => {
    render(<BookCard book={book} />);
    const cover = screen.getByAltText('Cover of Goodbye to a River by John Graves');
    expect(cover).toHaveAttribute('src', book.cover);
    expect(Number(cover.getAttribute('height')) / Number(cover.getAttribute('width'))).toBe(1.5);
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(cover).not.toHaveAttribute('data-fallback');
    expect(screen.getByRole('heading', { level: 3, name: 'Goodbye to a River' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /^View on Amazon: Goodbye to a River\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', book.link);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('loads eagerly when it is in the first row', () => {
    render(<BookCard book={book} eager />);
    expect(screen.getByAltText(/^Cover of/)).toHaveAttribute('loading', 'eager');
  });

  it('swaps a failed cover for the placeholder exactly once', () => {
    render(<BookCard book={book} />);
    const cover = screen.getByAltText('Cover of Goodbye to a River by John Graves');
    fireEvent.error(cover);
    expect(cover).toHaveAttribute('src', COVER_PLACEHOLDER_SRC);
    expect(cover).toHaveAttribute('data-fallback', 'true');
    // The placeholder failing in turn changes nothing: no loop back to the cover, no second swap.
    fireEvent.error(cover);
    fireEvent.error(cover);
    expect(cover).toHaveAttribute('src', COVER_PLACEHOLDER_SRC);
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('keeps the same box when the cover is swapped (no layout shift)', () => {
    render(<BookCard book={book} />);
    const cover = screen.getByAltText(/^Cover of/);
    const before = [cover.getAttribute('width'), cover.getAttribute('height'), cover.className];
    fireEvent.error(cover);
    expect([cover.getAttribute('width'), cover.getAttribute('height'), cover.className]).toEqual(before);
  });
});
