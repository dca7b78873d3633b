import Link from 'next/link';
import { site } from '@/config/site';
import { formatStoryDate } from '@/content/storyDate';
import { latestSiteStories } from '@/server/content/siteStories';
import { ownHeadlines } from './ownHeadlines';

/**
 * Our own latest headlines, shown in a feed frame's box when the feed cannot be loaded: the box the
 * reader scrolled to still holds something worth reading. Rendered on the server; the frame shows it
 * only after its host failed to answer.
 */
export async function OwnHeadlines({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const headlines = ownHeadlines(await latestSiteStories());
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div data-own-headlines="" className="min-h-0 flex-1">
      <Heading className="text-xs font-bold uppercase tracking-widest text-accent">Latest from {site.name}</Heading>
      <ol className="mt-3 divide-y divide-rule">
        {headlines.map((story) => (
          // On a phone the headlines wrap to more lines: the first four fill the box there.
          <li key={story.href} className="py-3 nth-[n+5]:hidden sm:nth-[n+5]:block">
            <p className="text-xs font-semibold uppercase tracking-wider text-muted">
              {story.category} · <time dateTime={story.date}>{formatStoryDate(story.date)}</time>
            </p>
            <Link href={story.href} className="mt-1 block font-serif text-base font-bold leading-snug text-ink hover:underline sm:text-lg">
              {story.title}
            </Link>
            <p className="mt-1 hidden text-sm leading-relaxed text-muted md:line-clamp-1">{story.summary}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
