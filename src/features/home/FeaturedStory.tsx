import Link from 'next/link';
import { ArtImage } from '@/components/ui/ArtImage';
import { PHOTO_SIZES } from '@/components/ui/photoSizes';
import type { Picture } from '@/cms/mediaSources';
import { formatStoryDate } from '@/content/storyDate';

export type StoryTeaser = {
  href: string;
  title: string;
  summary: string;
  category: string;
  image: string;
  imageAlt: string;
  picture?: Picture;
  date: string;
  author: string;
};

/** The tail's lead: one story, large, with its standfirst and byline. */
export function FeaturedStory({ story }: { story: StoryTeaser }) {
  return (
    <section aria-labelledby="home-featured">
      <article className="group relative grid grid-cols-1 overflow-hidden rounded-md border border-rule bg-white shadow-sm focus-within:ring-2 focus-within:ring-[#1d6fd8] md:grid-cols-2">
        <ArtImage
          src={story.image}
          alt={story.imageAlt}
          picture={story.picture}
          sizes={PHOTO_SIZES.half}
          className="aspect-video h-full w-full bg-rule object-cover"
        />
        <div className="flex flex-col gap-3 p-5 sm:p-6">
          <p className="text-xs font-bold uppercase tracking-wider text-accent">
            <span id="home-featured">Featured</span> · {story.category}
          </p>
          <h2 className="font-serif text-2xl font-bold leading-tight text-ink sm:text-3xl">
            <Link href={story.href} className="after:absolute after:inset-0 group-hover:underline focus:outline-none">
              {story.title}
            </Link>
          </h2>
          <p className="leading-relaxed text-muted">{story.summary}</p>
          <p className="mt-auto text-sm text-muted">
            By <span className="font-semibold text-ink">{story.author}</span> ·{' '}
            <time dateTime={story.date}>{formatStoryDate(story.date)}</time>
          </p>
        </div>
      </article>
    </section>
  );
}
