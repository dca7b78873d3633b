import Link from 'next/link';
import { ArtImage } from '@/components/ui/ArtImage';
import { PHOTO_SIZES } from '@/components/ui/photoSizes';
import { formatStoryDate } from '@/content/storyDate';
import type { SiteStory } from '@/content/stories';

/**
 * Where a list of stories sits on its page: right under the page's title (a category page, whose stories
 * share its category), or under a section heading of a page about something else (an author's stories,
 * each naming its category).
 */
const PLACES = {
  page: {
    item: 'group relative grid gap-4 py-6 first:pt-0 sm:grid-cols-[240px_minmax(0,1fr)] sm:gap-6',
    Heading: 'h2',
    heading: 'font-serif text-2xl font-bold leading-snug text-ink',
    showCategory: false,
  },
  section: {
    item: 'group relative grid gap-4 py-6 sm:grid-cols-[200px_minmax(0,1fr)] sm:gap-6',
    Heading: 'h3',
    heading: 'mt-1 font-serif text-xl font-bold leading-snug text-ink sm:text-2xl',
    showCategory: true,
  },
} as const;

type Props = {
  story: SiteStory;
  placement: keyof typeof PLACES;
  /** Load the picture first (the list's first story near the top of the page). */
  priority?: boolean;
  /** The byline the list already says (an author's own page): not repeated on each story written by them alone. */
  listAuthor?: string;
};

/** One story of a list (`<li>`): picture, title linking to the story (the whole item is the link's target), summary, date and byline. */
export function StoryListItem({ story: s, placement, priority, listAuthor }: Props) {
  const { item, Heading, heading, showCategory } = PLACES[placement];
  return (
    <li className={item}>
      <ArtImage
        src={s.image}
        alt={s.imageAlt}
        picture={s.picture}
        sizes={PHOTO_SIZES.listItem}
        priority={priority}
        className="aspect-video w-full rounded-md bg-rule object-cover"
      />
      <div>
        {showCategory ? <p className="text-sm font-bold tracking-wider text-accent uppercase">{s.category}</p> : null}
        <Heading className={heading}>
          <Link href={s.href} className="after:absolute after:inset-0 group-hover:underline">
            {s.title}
          </Link>
        </Heading>
        <p className="mt-2 leading-relaxed text-muted">{s.summary}</p>
        <p className="mt-3 text-sm text-muted">
          <time dateTime={s.date}>{formatStoryDate(s.date)}</time>
          {s.author === listAuthor ? null : ` · By ${s.author}`}
        </p>
      </div>
    </li>
  );
}
