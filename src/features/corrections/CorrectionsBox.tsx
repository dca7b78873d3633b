import Link from 'next/link';
import { formatStoryDate } from '@/content/storyDate';
import { CORRECTIONS_PATH, correctionLabel, correctionsHeading, type StoryCorrection } from './corrections';

/**
 * A story's corrections and clarifications, newest first, in a marked box at the top of the story: a
 * region named by its heading, each entry led by its label and date in bold (not by color alone).
 */
export function CorrectionsBox({ corrections }: { corrections: readonly StoryCorrection[] }) {
  if (corrections.length === 0) return null;
  return (
    <section
      aria-labelledby="story-corrections-heading"
      className="mt-6 max-w-3xl rounded-md border border-l-4 border-rule border-l-accent bg-white p-4 text-base leading-relaxed text-ink print:mt-3"
    >
      <h2 id="story-corrections-heading" className="text-sm font-bold uppercase tracking-wider text-ink">
        {correctionsHeading(corrections)}
      </h2>
      <ul className="mt-2 space-y-2">
        {corrections.map((c, i) => (
          <li key={`${c.date}-${i}`}>
            <strong>
              {correctionLabel(c.kind)}, <time dateTime={c.date}>{formatStoryDate(c.date)}</time>:
            </strong>{' '}
            {c.text}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-muted print:hidden">
        <Link href={CORRECTIONS_PATH} className="font-semibold text-brand underline underline-offset-4">
          All corrections
        </Link>
      </p>
    </section>
  );
}
