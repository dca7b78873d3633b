import Link from 'next/link';
import { ArtImage } from '@/components/ui/ArtImage';
import { PHOTO_SIZES } from '@/components/ui/photoSizes';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { StoryTeaser } from './FeaturedStory';
import { formatStoryDate } from '@/content/storyDate';

/** 'Latest News': a river of stories, thumbnail beside headline, newest first. */
export function LatestNews({ stories }: { stories: readonly StoryTeaser[] }) {
  return (
    <section aria-labelledby="home-latest">
      <SectionHeading id="home-latest">Latest News</SectionHeading>
      <ul className="divide-y divide-rule">
        {stories.map((story) => (
          <li key={story.href} className="py-4 first:pt-0 last:pb-0">
            <article className="group relative grid grid-cols-[7rem_1fr] gap-4 sm:grid-cols-[12rem_1fr]">
              <ArtImage
                src={story.image}
                alt={story.imageAlt}
                picture={story.picture}
                sizes={PHOTO_SIZES.thumbnail}
                className="aspect-video w-full rounded bg-rule object-cover"
              />
              <div className="min-w-0">
                <p className="text-xs font-bold uppercase tracking-wider text-accent">{story.category}</p>
                <h3 className="mt-1 font-serif text-lg font-bold leading-snug text-ink sm:text-xl">
                  <Link href={story.href} className="after:absolute after:inset-0 group-hover:underline">
                    {story.title}
                  </Link>
                </h3>
                <p className="mt-1 hidden text-sm leading-relaxed text-muted sm:block">{story.summary}</p>
                <p className="mt-1 text-sm text-muted">
                  <time dateTime={story.date}>{formatStoryDate(story.date)}</time>
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
