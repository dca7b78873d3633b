import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { CommunityDetailPage } from '@/features/community-detail/CommunityDetailPage';
import { relatedEvents, relatedResources } from '@/features/community-detail/related';
import { MissingContent, notFoundMetadata } from '@/features/not-found/MissingContent';
import { pageMetadata } from '@/features/seo/pageMetadata';
import { INITIATIVE_STATUS_LABELS, initiativeStatus } from '@/features/community/initiativeStatus';
import { initiativePath } from '@/lib/addresses';
import { siteEvents } from '@/server/content/events';
import { siteInitiative, siteInitiativeRenamedFrom, siteInitiatives, siteResources } from '@/server/content/community';

/** `/community/initiatives/{id}`: a community initiative's page. */
type Props = { params: Promise<{ id: string }> };

/** The initiatives published at build time are prerendered; later ones render on first request (the `initiatives` tag renews them). */
export async function generateStaticParams() {
  return (await siteInitiatives()).map((x) => ({ id: String(x.id) }));
}

async function initiative({ params }: Props) {
  const { id } = await params;
  const found = await siteInitiative(id);
  if (found) return found;
  // An address the initiative had before an editor changed its slug: a permanent redirect to the new one.
  const renamed = await siteInitiativeRenamedFrom(id);
  if (renamed && (await siteInitiative(renamed))) permanentRedirect(initiativePath(renamed));
  return undefined;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const x = await initiative(props);
  if (!x) return notFoundMetadata;
  return pageMetadata({ title: x.title, description: x.description, path: initiativePath(x.id), image: x.image, imageAlt: x.imageAlt });
}

/** The moment of rendering: the page is regenerated at most every 5 minutes. */
function renderedAt(): Date {
  return new Date();
}

export default async function Page(props: Props) {
  const x = await initiative(props);
  if (!x) return <MissingContent />;
  const [events, resources] = await Promise.all([siteEvents(), siteResources()]);
  const path = initiativePath(x.id);
  return (
    <CommunityDetailPage
      kind="Initiative"
      name={x.title}
      description={x.description}
      image={{ src: x.image, alt: x.imageAlt, picture: x.picture }}
      facts={[
        { label: 'Status', value: INITIATIVE_STATUS_LABELS[initiativeStatus(x, renderedAt())] },
        { label: 'When', value: x.date },
        { label: 'Where', value: x.location },
      ]}
      website={x.website}
      details={x.details}
      events={relatedEvents(x.tags, events)}
      resources={relatedResources(x.tags, resources)}
      crumbs={[
        { name: 'Home', href: '/' },
        { name: 'Community', href: '/community' },
        { name: x.title, href: path },
      ]}
    />
  );
}
