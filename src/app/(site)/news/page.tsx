import type { Metadata } from 'next';
import { Container } from '@/components/ui/Container';
import { PageHeader } from '@/components/ui/PageHeader';
import { SIDEBAR_STICKY_CLASS } from '@/config/constants';
import { AdSlot } from '@/features/ads/AdSlot';
import { NewsFeed } from '@/features/news/NewsFeed';
import { NewsTabs } from '@/features/news/NewsTabs';
import { TopStories } from '@/features/news/TopStories';
import { WeatherCard } from '@/features/news/WeatherCard';
import { pageMetadata } from '@/features/seo/pageMetadata';
import { frontPagePlacements, publishedCmsStories } from '@/server/content/cmsStories';
import { placed, placedTabs } from '@/server/content/frontPage';

export const metadata: Metadata = pageMetadata({
  title: 'News',
  description: 'The latest Dallas news: politics, business, sports and lifestyle.',
  path: '/news',
});

export default async function Page() {
  const [stories, placements] = await Promise.all([publishedCmsStories(), frontPagePlacements()]);
  const tabs = placedTabs(placements, stories);
  return (
    <Container className="py-10">
      <PageHeader title="Latest News">
        <p>Politics, business, sports and lifestyle from across Dallas.</p>
      </PageHeader>
      <div className="grid gap-10 md:grid-cols-[minmax(0,1fr)_18rem] lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-10">
          <section aria-label="Latest news by section">
            <NewsTabs stories={tabs} />
          </section>
          <AdSlot bannerId="news-main-1" type="google" />
          <NewsFeed />
        </div>
        <aside aria-label="Top stories and weather">
          <div className={`flex flex-col gap-6 ${SIDEBAR_STICKY_CLASS}`}>
            <TopStories stories={placed(placements.top, stories)} />
            <WeatherCard />
          </div>
        </aside>
      </div>
    </Container>
  );
}
