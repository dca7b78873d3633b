import { siteFeedXml } from '@/features/seo/feeds';
import { rssResponse } from '@/features/seo/rss';
import { latestSiteStories } from '@/server/content/siteStories';

/** `/feed.xml`: RSS 2.0 of every story of the site, built at build time and expired when a story changes. */
export const dynamic = 'force-static';

export async function GET() {
  return rssResponse(siteFeedXml(await latestSiteStories()));
}
