import Link from 'next/link';
import { TOP_STORIES_COUNT } from '@/config/constants';
import { formatStoryDate } from '@/content/storyDate';
import type { SiteStory } from '@/content/stories';

/** The sidebar's 'Top Stories': five numbered headlines. */
export function TopStories({ stories: all }: { stories: readonly SiteStory[] }) {
  const stories = all.slice(0, TOP_STORIES_COUNT);
  return (
    <section aria-labelledby="top-stories-heading" className="rounded-md border border-rule bg-white p-5 shadow-sm">
      <h2 id="top-stories-heading" className="border-b-2 border-ink pb-2 font-serif text-2xl font-bold text-ink">
        Top Stories
      </h2>
      <ol className="divide-y divide-rule">
        {stories.map((story, i) => (
          <li key={story.href} className="flex gap-4 py-3">
            <span aria-hidden="true" className="font-serif text-3xl font-bold leading-none text-accent">
              {i + 1}
            </span>
            <div className="min-w-0">
              <p className="text-xs font-bold uppercase tracking-wider text-muted">{story.category}</p>
              <Link
                href={story.href}
                className="font-serif text-base font-bold leading-snug text-ink hover:text-accent hover:underline"
              >
                {story.title}
              </Link>
              <p className="mt-1 text-xs text-muted">
                <time dateTime={story.date}>{formatStoryDate(story.date)}</time>
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
