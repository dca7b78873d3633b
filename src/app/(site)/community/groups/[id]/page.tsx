import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { communityGroups } from '@/content/groups';
import { CommunityDetailPage } from '@/features/community-detail/CommunityDetailPage';
import { relatedEvents, relatedResources } from '@/features/community-detail/related';
import { pageMetadata } from '@/features/seo/pageMetadata';
import { groupPath } from '@/lib/addresses';

/** `/community/groups/{id}`: a community group's page. */
type Props = { params: Promise<{ id: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return communityGroups.map((g) => ({ id: String(g.id) }));
}

async function group({ params }: Props) {
  const { id } = await params;
  return communityGroups.find((g) => String(g.id) === id) ?? notFound();
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const g = await group(props);
  return pageMetadata({ title: g.name, description: g.description, path: groupPath(g.id), image: g.image, imageAlt: g.imageAlt });
}

export default async function Page(props: Props) {
  const g = await group(props);
  const path = groupPath(g.id);
  return (
    <CommunityDetailPage
      kind="Community group"
      name={g.name}
      description={g.description}
      image={{ src: g.image, alt: g.imageAlt }}
      facts={[
        { label: 'Members', value: g.members.toLocaleString('en-US') },
        { label: 'Interests', value: g.tags.map((t) => t[0]?.toUpperCase() + t.slice(1)).join(', ') },
      ]}
      website={g.website}
      details={g.details}
      events={relatedEvents(g.tags)}
      resources={relatedResources(g.tags)}
      crumbs={[
        { name: 'Home', href: '/' },
        { name: 'Community', href: '/community' },
        { name: g.name, href: path },
      ]}
    />
  );
}
