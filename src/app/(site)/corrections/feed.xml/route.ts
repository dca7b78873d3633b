import { correctionsFeedXml } from '@/features/seo/feeds';
import { rssResponse } from '@/features/seo/rss';
import { publishedCorrections } from '@/server/content/cmsStories';

/** `/corrections/feed.xml`: RSS 2.0 of every correction and clarification, expired when a published story changes. */
export const dynamic = 'force-static';

export async function GET() {
  return rssResponse(correctionsFeedXml(await publishedCorrections()));
}
