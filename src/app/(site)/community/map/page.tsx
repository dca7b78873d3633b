import type { Metadata } from 'next';
import Link from 'next/link';
import { Container } from '@/components/ui/Container';
import { PageHeader } from '@/components/ui/PageHeader';
import { DallasMapIllustration } from '@/features/community/DallasMapIllustration';
import { formatMembers, groupHref, initiativeHref } from '@/features/community/communityResources';
import { INITIATIVE_STATUS_LABELS, initiativeStatus } from '@/features/community/initiativeStatus';
import { byNeighborhood, neighborhoodAnchor } from '@/features/community/neighborhoods';
import { pageMetadata } from '@/features/seo/pageMetadata';
import { siteGroups, siteInitiatives } from '@/server/content/community';

export const metadata: Metadata = pageMetadata({
  title: 'Community Map',
  description: 'Dallas community groups and initiatives by neighborhood, from Oak Cliff and Bishop Arts to Lake Highlands and Pleasant Grove.',
  path: '/community/map',
});

/** The moment of rendering: the page is regenerated at most every 5 minutes. */
function renderedAt(): Date {
  return new Date();
}

const linkClass = 'font-semibold text-brand underline underline-offset-2 hover:text-brand-dark';

/** `/community/map`: the illustrated map beside each neighborhood's groups and initiatives. */
export default async function Page() {
  const now = renderedAt();
  const [communityGroups, initiatives] = await Promise.all([siteGroups(), siteInitiatives()]);
  const places = byNeighborhood(communityGroups, initiatives);
  return (
    <Container className="py-10">
      <PageHeader title="Community Map">
        <p>Where Dallas groups meet and initiatives happen, neighborhood by neighborhood.</p>
      </PageHeader>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="overflow-hidden rounded-md border border-rule bg-white shadow-sm lg:sticky lg:top-4">
          <DallasMapIllustration places={places.map((p) => p.neighborhood)} />
        </div>
        <div className="flex flex-col gap-6">
          {places.map(({ neighborhood, groups, initiatives: local }) => {
            const anchor = neighborhoodAnchor(neighborhood);
            return (
              <section key={neighborhood} id={anchor} aria-labelledby={`${anchor}-heading`} className="rounded-md border border-rule bg-white p-5 shadow-sm">
                <h2 id={`${anchor}-heading`} className="font-serif text-2xl font-bold text-ink">
                  {neighborhood}
                </h2>
                {groups.length > 0 ? (
                  <>
                    <h3 className="mt-3 text-sm font-bold uppercase tracking-wider text-accent">Groups</h3>
                    <ul className="mt-1 flex flex-col gap-1">
                      {groups.map((g) => (
                        <li key={g.id}>
                          <Link href={groupHref(g.id)} className={linkClass}>
                            {g.name}
                          </Link>{' '}
                          <span className="text-sm text-muted">({formatMembers(g.members)})</span>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
                {local.length > 0 ? (
                  <>
                    <h3 className="mt-3 text-sm font-bold uppercase tracking-wider text-accent">Initiatives</h3>
                    <ul className="mt-1 flex flex-col gap-1">
                      {local.map((x) => (
                        <li key={x.id}>
                          <Link href={initiativeHref(x.id)} className={linkClass}>
                            {x.title}
                          </Link>{' '}
                          <span className="text-sm text-muted">({INITIATIVE_STATUS_LABELS[initiativeStatus(x, now)]})</span>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </section>
            );
          })}
        </div>
      </div>
    </Container>
  );
}
