import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Picture } from '@/cms/mediaSources';
import { ArtImage } from './ArtImage';
import { PHOTO_SIZES } from './photoSizes';

type CardProps = {
  href: string;
  title: string;
  /** `picture`: an uploaded photo's responsive copies. */
  image: { src: string; alt: string; picture?: Picture };
  /** Small label above the title (category). */
  kicker?: string;
  summary?: string;
  /** Line below the summary (date, member count, location...). */
  meta?: ReactNode;
  /** Heading level of the title in the page outline. */
  headingLevel?: 2 | 3;
  priority?: boolean;
};

/**
 * A story card: image, kicker, title, summary and meta. The whole card is one link target (the
 * title's link stretches over the card), so keyboard and screen reader users meet one link per card.
 */
export function Card({ href, title, image, kicker, summary, meta, headingLevel = 3, priority }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-md border border-rule bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-[#1d6fd8]">
      <ArtImage
        src={image.src}
        alt={image.alt}
        picture={image.picture}
        sizes={PHOTO_SIZES.card}
        priority={priority}
        className="aspect-video w-full bg-rule object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        {kicker ? <p className="text-xs font-bold uppercase tracking-wider text-accent">{kicker}</p> : null}
        <Heading className="font-serif text-xl font-bold leading-snug text-ink">
          <Link href={href} className="after:absolute after:inset-0 group-hover:underline focus:outline-none">
            {title}
          </Link>
        </Heading>
        {summary ? <p className="text-sm leading-relaxed text-muted">{summary}</p> : null}
        {meta ? <div className="mt-auto pt-2 text-sm text-muted">{meta}</div> : null}
      </div>
    </article>
  );
}
