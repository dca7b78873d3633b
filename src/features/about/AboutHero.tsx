import { site } from '@/config/site';
import { ArtImage } from '@/components/ui/ArtImage';
import { FirstPaintWaitsForThis } from '@/components/ui/FirstPaintWaitsForThis';
import { heroImage } from './aboutContent';

/** The end of the hero's caption (FirstPaintWaitsForThis). */
const ABOUT_CAPTION_MARK_ID = 'about-caption-whole';

/** The hero: a wide illustration of the city with the tagline set over it. */
export function AboutHero() {
  return (
    <figure className="relative overflow-hidden rounded-lg bg-brand shadow-sm">
      <ArtImage
        src={heroImage.src}
        alt={heroImage.alt}
        priority
        className="h-72 w-full object-cover sm:h-80 lg:h-[420px]"
      />
      <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-brand-dark/95 via-brand-dark/75 to-transparent px-6 pt-16 pb-6 sm:px-10 sm:pb-8">
        <p className="font-serif text-2xl leading-tight font-bold text-white sm:text-4xl">{site.tagline}</p>
        <p className="mt-2 hidden max-w-2xl text-white/90 sm:block">
          An independent newsroom for the neighborhoods, people and institutions of Dallas.
        </p>
        {/* Anchored to the bottom, the caption grows upward as it arrives: the first frame shows it whole. */}
        <FirstPaintWaitsForThis id={ABOUT_CAPTION_MARK_ID} />
      </figcaption>
    </figure>
  );
}
