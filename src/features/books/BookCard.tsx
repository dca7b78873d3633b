import type { Book } from '@/content/schemas';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { SafeImage } from '@/components/ui/SafeImage';
import { amazonLinkContext, coverAlt } from './bookLabels';
import { COVER_HEIGHT, COVER_PLACEHOLDER_SRC, COVER_WIDTH } from './booksPage';

/**
 * One book: its cover in a reserved 2:3 box, title, author and a 'View on Amazon' link (new tab).
 * A cover that fails is swapped, once, for the local placeholder (SafeImage), and the title and
 * author are then printed over the placeholder so the shelf still reads like a shelf.
 */
export function BookCard({ book, eager = false }: { book: Book; eager?: boolean }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-md border border-rule bg-white shadow-sm transition hover:shadow-md">
      <div className="relative aspect-[2/3] w-full bg-[#e9e4da]" data-book-cover="">
        <SafeImage
          src={book.cover}
          alt={coverAlt(book)}
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          priority={eager}
          fallbackSrc={COVER_PLACEHOLDER_SRC}
          className="peer absolute inset-0 h-full w-full object-cover"
        />
        <div
          aria-hidden="true"
          data-cover-caption=""
          className="pointer-events-none absolute inset-x-0 top-[43%] bottom-[22%] hidden flex-col items-center justify-center gap-1.5 pr-[6%] pl-[16%] text-center peer-data-[fallback=true]:flex"
        >
          <span className="line-clamp-4 font-serif text-sm leading-tight font-bold text-[#3b352c] sm:text-base">{book.title}</span>
          <span className="line-clamp-2 text-[11px] leading-tight text-[#5a5043] sm:text-xs">{book.author}</span>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="font-serif text-base leading-snug font-bold text-ink">{book.title}</h3>
        <p className="text-sm text-muted">{book.author}</p>
        <ExternalLink
          href={book.link}
          className="mt-auto inline-flex items-center gap-1 self-start pt-2 text-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          View on Amazon<span className="sr-only">{amazonLinkContext(book)}</span>
        </ExternalLink>
      </div>
    </article>
  );
}
