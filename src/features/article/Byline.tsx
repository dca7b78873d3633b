import Link from 'next/link';
import { bylinePieces, type StoryCredit } from '@/features/authors/authorModel';

const NAME = 'font-semibold text-ink underline-offset-4 hover:underline';

/**
 * "By A", "By A and B", "By A, B and C": each author links to their page. One author's role follows the
 * name ("By A, Senior Reporter"). A story crediting nobody names `fallback` (the newsroom), linked to About.
 */
export function Byline({ credits, fallback }: { credits: readonly StoryCredit[]; fallback: string }) {
  if (credits.length === 0) {
    return (
      <span>
        By{' '}
        <Link href="/about" className={NAME}>
          {fallback}
        </Link>
      </span>
    );
  }
  const only = credits.length === 1 ? credits[0] : undefined;
  return (
    <span data-testid="byline">
      By{' '}
      {bylinePieces(credits).map((piece, i) =>
        'text' in piece ? (
          piece.text
        ) : piece.credit.href ? (
          <Link key={piece.credit.href} href={piece.credit.href} className={NAME}>
            {piece.credit.name}
          </Link>
        ) : (
          <span key={`${piece.credit.name}-${i}`} className="font-semibold text-ink">
            {piece.credit.name}
          </span>
        ),
      )}
      {only?.role ? `, ${only.role}` : null}
    </span>
  );
}
