import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { initiatives } from '@/content/initiatives';
import { CommunityDetailPage } from '@/features/community-detail/CommunityDetailPage';
import { relatedEvents, relatedResources } from '@/features/community-detail/related';
import { pageMetadata } from '@/features/seo/pageMetadata';
import { INITIATIVE_STATUS_LABELS, initiativeStatus } from '@/features/community/initiativeStatus';
import { initiativePath } from '@/lib/addresses';

/** `/community/initiatives/{id}`: a community initiative's page. */
type Props = { params: Promise<{ id: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return initiatives.map((x) => ({ id: String(x.id) }));
}

async function initiative({ params }: Props) {
  const { id } = await params;
  return initiatives.find((x) => String(x.id) === id) ?? notFound();
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const x = await initiative(props);
  return pageMetadata({ title: x.title, description: x.description, path: initiativePath(x.id), image: x.image, imageAlt: x.imageAlt });
}

/** The moment of rendering: the page is regenerated at most every 5 minutes. */
function renderedAt(): Date {
  return new Date();
}

export default async function Page(props: Props) {
  const x = await initiative(props);
  const path = initiativePath(x.id);
  return (
    <CommunityDetailPage
      kind="Initiative"
      name={x.title}
      description={x.description}
      image={{ src: x.image, alt: x.imageAlt }}
      facts={[
        { label: 'Status', value: INITIATIVE_STATUS_LABELS[initiativeStatus(x, renderedAt())] },
        { label: 'When', value: x.date },
        { label: 'Where', value: x.location },
      ]}
      website={x.website}
      details={x.details}
      events={relatedEvents(x.tags)}
      resources={relatedResources(x.tags)}
      crumbs={[
        { name: 'Home', href: '/' },
        { name: 'Community', href: '/community' },
        { name: x.title, href: path },
      ]}
    />
  );
}
