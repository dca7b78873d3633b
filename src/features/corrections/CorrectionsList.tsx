import Link from 'next/link';
import { formatStoryDate } from '@/content/storyDate';
import { CORRECTIONS_FEED_PATH, correctionLabel, type ListedCorrection } from './corrections';

/** The `/corrections` list: each entry's label and date in bold, its text, and the story it corrects. */
export function CorrectionsList({ corrections }: { corrections: readonly ListedCorrection[] }) {
  return (
    <div className="max-w-3xl">
      {corrections.length === 0 ? (
        <p className="text-lg text-muted">No corrections or clarifications have been published.</p>
      ) : (
        <ol className="divide-y divide-rule border-y border-rule">
          {corrections.map((c, i) => (
            <li key={`${c.storyHref}-${c.date}-${i}`} className="py-5">
              <article aria-labelledby={`correction-${i}`}>
                <h2 id={`correction-${i}`} className="font-serif text-xl font-bold leading-snug text-ink">
                  <Link href={c.storyHref} className="underline-offset-4 hover:underline">
                    {c.storyTitle}
                  </Link>
                </h2>
                <p className="mt-2 border-l-4 border-accent pl-3 leading-relaxed text-ink">
                  <strong>
                    {correctionLabel(c.kind)}, <time dateTime={c.date}>{formatStoryDate(c.date)}</time>:
                  </strong>{' '}
                  {c.text}
                </p>
              </article>
            </li>
          ))}
        </ol>
      )}
      <p className="mt-6 text-sm text-muted">
        <a href={CORRECTIONS_FEED_PATH} className="font-semibold text-brand underline underline-offset-4">
          Corrections RSS feed
        </a>
      </p>
    </div>
  );
}
