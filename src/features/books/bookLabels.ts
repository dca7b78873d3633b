import type { Book } from '@/content/schemas';

/** Alt text of a book's cover. */
export function coverAlt(book: Pick<Book, 'title' | 'author'>): string {
  return `Cover of ${book.title} by ${book.author}`;
}

/**
 * What screen readers hear after the visible 'View on Amazon': the title, so that forty links do
 * not all share one name.
 */
export function amazonLinkContext(book: Pick<Book, 'title'>): string {
  return `: ${book.title}`;
}
