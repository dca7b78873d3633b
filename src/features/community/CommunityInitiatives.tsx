import { Card } from '@/components/ui/Card';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { initiatives } from '@/content/initiatives';
import { initiativeHref } from './communityResources';

/** 'Community Initiatives': when and where each one happens. */
export function CommunityInitiatives() {
  return (
    <section aria-labelledby="community-initiatives-heading">
      <SectionHeading id="community-initiatives-heading">Community Initiatives</SectionHeading>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {initiatives.map((item) => (
          <Card
            key={item.id}
            href={initiativeHref(item.id)}
            title={item.title}
            summary={item.description}
            image={{ src: item.image, alt: item.imageAlt }}
            meta={
              <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1">
                <dt className="font-semibold text-ink">When</dt>
                <dd>{item.date}</dd>
                <dt className="font-semibold text-ink">Where</dt>
                <dd>{item.location}</dd>
              </dl>
            }
          />
        ))}
      </div>
      <div className="mt-6 flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:gap-4">
        <button
          type="button"
          aria-disabled="true"
          aria-describedby="all-initiatives-note"
          className="cursor-not-allowed rounded-md border border-brand bg-white px-5 py-2 font-semibold text-brand"
        >
          View All Initiatives
        </button>
        <p id="all-initiatives-note" className="text-sm text-muted">
          All current initiatives are listed above; new ones appear here as they launch.
        </p>
      </div>
    </section>
  );
}
