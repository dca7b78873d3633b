import type { Metadata } from 'next';
import { Container } from '@/components/ui/Container';
import { PageHeader } from '@/components/ui/PageHeader';
import { AdSlot } from '@/features/ads/AdSlot';
import { housePromotionFor } from '@/features/ads/housePromotions';
import { CommunityGroups } from '@/features/community/CommunityGroups';
import { CommunityInitiatives } from '@/features/community/CommunityInitiatives';
import { CommunityMap } from '@/features/community/CommunityMap';
import { CommunityResources } from '@/features/community/CommunityResources';
import { byNeighborhood } from '@/features/community/neighborhoods';
import { pageMetadata } from '@/features/seo/pageMetadata';
import { siteGroups, siteInitiatives, siteResources } from '@/server/content/community';

export const metadata: Metadata = pageMetadata({
  title: 'Community',
  description: 'Dallas community groups, initiatives and resources.',
  path: '/community',
});

/** The moment of rendering: the page is regenerated at most every 5 minutes, so ended initiatives show as ended. */
function renderedAt(): Date {
  return new Date();
}

export default async function Page() {
  const [groups, initiatives, resources] = await Promise.all([siteGroups(), siteInitiatives(), siteResources()]);
  return (
    <Container className="py-10">
      <PageHeader title="Community">
        <p>
          Dallas is its neighbors: gardeners, artists, coders and runners, volunteers cleaning the Trinity and
          families sharing fresh food. Find a group to join, an initiative to support and the public services that
          help, from Oak Cliff to Lake Highlands.
        </p>
      </PageHeader>
      <div className="flex flex-col gap-12">
        <CommunityMap places={byNeighborhood(groups, initiatives).map((p) => p.neighborhood)} />
        <CommunityGroups groups={groups} />
        <CommunityInitiatives initiatives={initiatives} now={renderedAt()} />
        <AdSlot bannerId="community-main-1" type="google" promotion={housePromotionFor('community-main-1', ['community'])} />
        <CommunityResources resources={resources} />
      </div>
    </Container>
  );
}
