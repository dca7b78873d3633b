import type { Metadata } from 'next';
import { SIDEBAR_STICKY_CLASS } from '@/config/constants';
import { pageMetadata } from '@/features/seo/pageMetadata';
import { OrganizationJsonLd } from '@/features/seo/OrganizationJsonLd';
import { Container } from '@/components/ui/Container';
import { PageHeader } from '@/components/ui/PageHeader';
import { AboutHero } from '@/features/about/AboutHero';
import { AtAGlance } from '@/features/about/AtAGlance';
import { JoinOurTeam } from '@/features/about/JoinOurTeam';
import { MeetOurTeam } from '@/features/about/MeetOurTeam';
import { OurStory } from '@/features/about/OurStory';
import { OurValues } from '@/features/about/OurValues';
import { cmsTeam } from '@/server/content/cmsStaff';

export const metadata: Metadata = pageMetadata({
  title: 'About Us',
  description: 'Who we are: Dallas Local, trusted local news since 2022.',
  path: '/about',
});

export default async function Page() {
  const team = await cmsTeam();
  return (
    <Container className="py-10">
      <OrganizationJsonLd />
      <PageHeader title="About Us">
        <p>The people, purpose and principles behind Dallas Local.</p>
      </PageHeader>
      <AboutHero />
      <div className="mt-12 grid grid-cols-1 gap-10 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <OurStory />
        </div>
        <aside aria-label="About Dallas Local in brief" className="lg:pt-1">
          <div className={SIDEBAR_STICKY_CLASS}>
            <AtAGlance />
          </div>
        </aside>
      </div>
      <OurValues />
      <MeetOurTeam members={team} />
      <JoinOurTeam />
    </Container>
  );
}
