import { FeedFrame } from '@/components/ui/FeedFrame';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { feeds } from '@/config/thirdParty';
import { OwnHeadlines } from './OwnHeadlines';

/** The embedded external feed 'Local News & Community' (address from configuration). */
export function NewsFeed() {
  const feed = feeds.news;
  return (
    <section aria-labelledby="news-feed-heading">
      <SectionHeading id="news-feed-heading">{feed.title}</SectionHeading>
      <FeedFrame title={feed.title} src={feed.src} fallbackHref={feed.fallbackHref} fallback={<OwnHeadlines />} />
    </section>
  );
}
