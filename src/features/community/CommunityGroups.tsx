import Link from 'next/link';
import { Card } from '@/components/ui/Card';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { CommunityGroup } from '@/content/schemas';
import { formatMembers, groupHref } from './communityResources';

/** 'Community Groups': the groups with their member counts, and where to meet more of them. */
export function CommunityGroups({ groups }: { groups: readonly CommunityGroup[] }) {
  return (
    <section aria-labelledby="community-groups-heading">
      <SectionHeading id="community-groups-heading">Community Groups</SectionHeading>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {groups.map((group) => (
          <Card
            key={group.id}
            href={groupHref(group.id)}
            title={group.name}
            summary={group.description}
            image={{ src: group.image, alt: group.imageAlt, picture: group.picture }}
            meta={
              <>
                <span className="font-semibold text-ink">{formatMembers(group.members)}</span> · {group.neighborhood}
              </>
            }
          />
        ))}
      </div>
      <div className="mt-6">
        <Link href="/community/groups" className="inline-block rounded-md bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark">
          Discover More Groups
        </Link>
      </div>
    </section>
  );
}
