import type { Metadata } from 'next';
import { Card } from '@/components/ui/Card';
import { Container } from '@/components/ui/Container';
import { PageHeader } from '@/components/ui/PageHeader';
import { formatMembers, groupHref } from '@/features/community/communityResources';
import { pageMetadata } from '@/features/seo/pageMetadata';
import { siteGroups } from '@/server/content/community';

export const metadata: Metadata = pageMetadata({
  title: 'Community Groups',
  description: 'Every Dallas community group: gardeners, artists, technologists and runners, with where they meet and how many members they have.',
  path: '/community/groups',
});

/** `/community/groups`: every community group, largest first. */
export default async function Page() {
  const groups = [...(await siteGroups())].sort((a, b) => b.members - a.members);
  return (
    <Container className="py-10">
      <PageHeader title="Community Groups">
        <p>Neighbors who meet to garden, make art, build software and run together. Every group welcomes newcomers.</p>
      </PageHeader>
      {/* Each item a one-cell grid: its card fills the column from the first frame. As a flex item it was as
          wide as what of it had arrived, and a frame painted mid-card moved its text down as it widened. */}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {groups.map((group) => (
          <li key={group.id} className="grid">
            <Card
              href={groupHref(group.id)}
              title={group.name}
              headingLevel={2}
              summary={group.description}
              image={{ src: group.image, alt: group.imageAlt, picture: group.picture }}
              meta={
                <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1">
                  <dt className="font-semibold text-ink">Members</dt>
                  <dd>{formatMembers(group.members)}</dd>
                  <dt className="font-semibold text-ink">Meets in</dt>
                  <dd>{group.neighborhood}</dd>
                </dl>
              }
            />
          </li>
        ))}
      </ul>
    </Container>
  );
}
