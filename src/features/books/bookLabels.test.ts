import { describe, expect, it } from 'vitest';
import { books } from '@/content/books';
import { amazonLinkContext, coverAlt } from './bookLabels';

describe('book labels', () => {
  it('describes a cover by title and author', () => {
    expect(coverAlt({ title: 'Lonesome Dove', author: 'Larry McMurtry' })).toBe('Cover of Lonesome Dove by Larry McMurtry');
  });

  it('gives every Amazon link of the page a distinct name', () => {
    const names = books.map((b) => `View on Amazon${amazonLinkContext(b)}`);
    expect(new Set(names).size).toBe(books.length);
  });
});
