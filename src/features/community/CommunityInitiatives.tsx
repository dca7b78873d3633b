import Link from 'next/link';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { Initiative } from '@/content/schemas';
import { InitiativeCard } from './InitiativeCard';
import { initiativesByStatus } from './initiativeStatus';

/** 'Community Initiatives': when and where each one happens, current ones first, ended ones labeled. */
export function CommunityInitiatives({ initiatives, now }: { initiatives: readonly Initiative[]; now: Date }) {
  return (
    <section aria-labelledby="community-initiatives-heading">
      <SectionHeading id="community-initiatives-heading">Community Initiatives</SectionHeading>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {initiativesByStatus(initiatives, now).map(({ initiative, status }) => (
          <InitiativeCard key={initiative.id} initiative={initiative} status={status} />
        ))}
      </div>
      <div className="mt-6">
        <Link
          href="/community/initiatives"
          className="inline-block rounded-md border border-brand bg-white px-5 py-2 font-semibold text-brand hover:bg-brand hover:text-white"
        >
          View All Initiatives
        </Link>
      </div>
    </section>
  );
}
