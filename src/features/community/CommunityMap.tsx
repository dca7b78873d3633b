import Link from 'next/link';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { joinNames } from '@/features/authors/authorModel';
import { DallasMapIllustration, pinnedNeighborhoods } from './DallasMapIllustration';

/**
 * 'Community Map': the illustrated map with a pin on each of `places` (the neighborhoods of the groups
 * and initiatives below), and the way to the map page that lists each neighborhood's groups.
 */
export function CommunityMap({ places }: { places: readonly string[] }) {
  const pinned = pinnedNeighborhoods(places).map((n) => n.name);
  return (
    <section aria-labelledby="community-map-heading">
      <SectionHeading id="community-map-heading">Community Map</SectionHeading>
      <figure className="grid overflow-hidden rounded-md border border-rule bg-white shadow-sm lg:grid-cols-3">
        <div className="lg:col-span-2">
          <DallasMapIllustration places={places} />
        </div>
        <figcaption className="flex flex-col items-start gap-4 border-t border-rule p-5 lg:border-l lg:border-t-0 lg:p-6">
          <p className="font-serif text-xl font-bold text-ink">Find your neighborhood</p>
          <p className="text-muted">
            {pinned.length > 0
              ? `Red pins mark where the groups and initiatives below meet: ${joinNames(pinned)}.`
              : 'Each neighborhood with the groups and initiatives that meet there.'}
          </p>
          <Link
            href="/community/map"
            className="shrink-0 rounded-md border border-brand bg-white px-5 py-2 font-semibold text-brand hover:bg-brand hover:text-white"
          >
            View Full Map
          </Link>
        </figcaption>
      </figure>
    </section>
  );
}
