import { siteFeedXml } from '@/features/seo/feeds';
import { rssResponse } from '@/features/seo/rss';

/** `/feed.xml`: RSS 2.0 of every story of the site, built at build time. */
export const dynamic = 'force-static';

export function GET() {
  return rssResponse(siteFeedXml());
}
