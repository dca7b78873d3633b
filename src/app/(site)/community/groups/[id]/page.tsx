import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { CommunityDetailPage } from '@/features/community-detail/CommunityDetailPage';
import { relatedEvents, relatedResources } from '@/features/community-detail/related';
import { MissingContent, notFoundMetadata } from '@/features/not-found/MissingContent';
import { pageMetadata } from '@/features/seo/pageMetadata';
import { groupPath } from '@/lib/addresses';
import { siteEvents } from '@/server/content/events';
import { siteGroup, siteGroupRenamedFrom, siteGroups, siteResources } from '@/server/content/community';

/** `/community/groups/{id}`: a community group's page. */
type Props = { params: Promise<{ id: string }> };

/** The groups published at build time are prerendered; later ones render on first request (the `groups` tag renews them). */
export async function generateStaticParams() {
  return (await siteGroups()).map((g) => ({ id: String(g.id) }));
}

async function group({ params }: Props) {
  const { id } = await params;
  const found = await siteGroup(id);
  if (found) return found;
  // An address the group had before an editor changed its slug: a permanent redirect to the new one.
  const renamed = await siteGroupRenamedFrom(id);
  if (renamed && (await siteGroup(renamed))) permanentRedirect(groupPath(renamed));
  return undefined;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const g = await group(props);
  if (!g) return notFoundMetadata;
  return pageMetadata({ title: g.name, description: g.description, path: groupPath(g.id), image: g.image, imageAlt: g.imageAlt });
}

export default async function Page(props: Props) {
  const g = await group(props);
  if (!g) return <MissingContent />;
  const [events, resources] = await Promise.all([siteEvents(), siteResources()]);
  const path = groupPath(g.id);
  return (
    <CommunityDetailPage
      kind="Community group"
      name={g.name}
      description={g.description}
      image={{ src: g.image, alt: g.imageAlt, picture: g.picture }}
      facts={[
        { label: 'Members', value: g.members.toLocaleString('en-US') },
        { label: 'Interests', value: g.tags.map((t) => t[0]?.toUpperCase() + t.slice(1)).join(', ') },
      ]}
      website={g.website}
      details={g.details}
      events={relatedEvents(g.tags, events)}
      resources={relatedResources(g.tags, resources)}
      crumbs={[
        { name: 'Home', href: '/' },
        { name: 'Community', href: '/community' },
        { name: g.name, href: path },
      ]}
    />
  );
}
