import type { Book } from '@/content/schemas';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { SafeImage } from '@/components/ui/SafeImage';
import { amazonLinkContext, coverAlt } from './bookLabels';
import { COVER_HEIGHT, COVER_PLACEHOLDER_SRC, COVER_WIDTH } from './booksPage';
import { coverPalette } from './coverPalette';

/**
 * One book: its cover in a reserved 2:3 box, title, author and a 'View on Amazon' link (new tab).
 * A cover that fails is swapped, once, for the local placeholder (SafeImage), and the title and
 * author are then printed over the placeholder, tinted in the colors of the book's place on the shelf
 * (`shelfIndex`), so that a shelf of failed covers still reads like a designed shelf.
 */
export function BookCard({ book, eager = false, shelfIndex = 0 }: { book: Book; eager?: boolean; shelfIndex?: number }) {
  const palette = coverPalette(shelfIndex);
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
          data-cover-tint={palette.name}
          className="pointer-events-none absolute inset-0 hidden mix-blend-multiply peer-data-[fallback=true]:block"
          style={{ backgroundColor: palette.tint }}
        />
        {/* The lines keep their height (squeezed by the box, a title lost its last words without an
            ellipsis, and the author's J its tail): a long title ends in an ellipsis instead. */}
        <div
          aria-hidden="true"
          data-cover-caption=""
          className="pointer-events-none absolute inset-x-0 top-[43%] bottom-[22%] hidden flex-col items-center justify-center gap-2 pr-[6%] pl-[16%] text-center peer-data-[fallback=true]:flex"
          style={{ color: palette.ink }}
        >
          <span className="line-clamp-3 shrink-0 font-serif text-sm leading-tight font-bold sm:text-base">{book.title}</span>
          <span aria-hidden="true" className="block h-px w-8 shrink-0 bg-current opacity-60" />
          <span className="line-clamp-2 shrink-0 text-[11px] leading-snug font-semibold tracking-wide uppercase sm:text-xs">{book.author}</span>
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
