import { feeds } from '@/config/thirdParty';
import { FeedFrame } from '@/components/ui/FeedFrame';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { OwnHeadlines } from '@/features/news/OwnHeadlines';

/** The embedded third-party image feed, in its reserved 800 px frame. */
export function ContactFeed() {
  const feed = feeds.contact;
  return (
    <section aria-labelledby="contact-feed-heading">
      <SectionHeading id="contact-feed-heading">{feed.title}</SectionHeading>
      <p className="mb-4 text-muted">Photos and posts from around Dallas, shared by our readers and community partners.</p>
      <FeedFrame title={feed.title} src={feed.src} fallbackHref={feed.fallbackHref} fallback={<OwnHeadlines />} />
    </section>
  );
}
