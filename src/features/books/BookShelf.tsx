import type { Book } from '@/content/schemas';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { BookCard } from './BookCard';
import { AMAZON_BOOKS_HREF, EAGER_COVER_COUNT } from './booksPage';

/** The Books section: a 'View All Books on Amazon' button and the grid of book cards. */
export function BookShelf({ books }: { books: readonly Book[] }) {
  return (
    <section aria-labelledby="books-heading" className="mt-12">
      <SectionHeading id="books-heading">Our Reading List</SectionHeading>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-2xl text-muted">
          {books.length} books our newsroom recommends: Texas history and fiction, civic life, cities and the craft of
          reporting.
        </p>
        <ExternalLink
          href={AMAZON_BOOKS_HREF}
          className="inline-flex shrink-0 items-center justify-center self-start rounded-md bg-accent px-5 py-2.5 font-semibold text-white hover:bg-[#8f1d17] sm:self-auto"
        >
          View All Books on Amazon
        </ExternalLink>
      </div>
      <ul data-book-grid="" className="grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 md:grid-cols-4 lg:grid-cols-5">
        {books.map((book, index) => (
          <li key={book.link}>
            <BookCard book={book} eager={index < EAGER_COVER_COUNT} shelfIndex={index} />
          </li>
        ))}
      </ul>
    </section>
  );
}
