import type { Metadata } from 'next';
import { Container } from '@/components/ui/Container';
import { site } from '@/config/site';
import { DonationPopup } from '@/features/donation/DonationPopup';
import { CommunitySpotlight } from '@/features/home/CommunitySpotlight';
import { HeroSlider } from '@/features/home/HeroSlider';
import { HomeTail } from '@/features/home/HomeTail';
import { homeStories } from '@/features/home/homeStories';
import { NewsGrid } from '@/features/home/NewsGrid';
import { pageMetadata } from '@/features/seo/pageMetadata';
import { JsonLd } from '@/features/seo/JsonLd';
import { OrganizationJsonLd } from '@/features/seo/OrganizationJsonLd';
import { websiteJsonLd } from '@/features/seo/siteSearch';
import { frontPagePlacements, publishedCmsStories } from '@/server/content/cmsStories';

export const metadata: Metadata = pageMetadata({
  title: site.hubTitle,
  absoluteTitle: true,
  description: site.description,
  path: '/',
});

export default async function HomePage() {
  const [published, placements] = await Promise.all([publishedCmsStories(), frontPagePlacements()]);
  const stories = homeStories(published, placements);
  return (
    <>
      <OrganizationJsonLd />
      <JsonLd data={websiteJsonLd()} />
      <h1 className="sr-only">{site.name}: news and community for Dallas</h1>
      {/* Empty only when no story is published at all (homeStories falls back to the newest stories). */}
      {stories.hero.length > 0 ? <HeroSlider stories={stories.hero} /> : null}
      <Container className="flex flex-col gap-14 py-10">
        {stories.grid.length > 0 ? <NewsGrid articles={stories.grid} /> : null}
        {stories.spotlight.length > 0 ? <CommunitySpotlight stories={stories.spotlight} /> : null}
        <HomeTail featured={stories.featured} latest={stories.latest} around={stories.around} topics={stories.topics} />
      </Container>
      <DonationPopup />
    </>
  );
}
