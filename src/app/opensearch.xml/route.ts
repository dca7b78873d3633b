import { openSearchXml } from '@/features/seo/siteSearch';

/** `/opensearch.xml`: the site's search for browsers (linked from every page's head). */
export const dynamic = 'force-static';

export function GET() {
  return new Response(openSearchXml(), {
    headers: { 'Content-Type': 'application/opensearchdescription+xml; charset=utf-8' },
  });
}
