import { SectionHeading } from '@/components/ui/SectionHeading';
import { DallasMapIllustration } from './DallasMapIllustration';

/**
 * 'Community Map': a static illustration for now. 'View Full Map' says what it is: the interactive
 * map is not built yet, so the button is announced as unavailable, with the reason, and does nothing.
 */
export function CommunityMap() {
  return (
    <section aria-labelledby="community-map-heading">
      <SectionHeading id="community-map-heading">Community Map</SectionHeading>
      <figure className="grid overflow-hidden rounded-md border border-rule bg-white shadow-sm lg:grid-cols-3">
        <div className="lg:col-span-2">
          <DallasMapIllustration />
        </div>
        <figcaption className="flex flex-col items-start gap-4 border-t border-rule p-5 lg:border-l lg:border-t-0 lg:p-6">
          <p className="font-serif text-xl font-bold text-ink">Find your neighborhood</p>
          <p className="text-muted">
            Red pins mark where the groups and initiatives below meet, from Oak Cliff and Bishop Arts to Deep Ellum,
            Fair Park and Lake Highlands.
          </p>
          <p id="community-map-note" className="text-sm text-muted">
            The full interactive map is coming soon.
          </p>
          <button
            type="button"
            aria-disabled="true"
            aria-describedby="community-map-note"
            className="shrink-0 cursor-not-allowed rounded-md border border-brand bg-white px-5 py-2 font-semibold text-brand"
          >
            View Full Map
          </button>
        </figcaption>
      </figure>
    </section>
  );
}
