import type { Metadata } from 'next';
import { SearchPage } from '@/features/search/SearchPage';
import { parseSearchParams } from '@/features/search/searchParams';
import { resultsSummary } from '@/features/search/pagination';
import { searchSite } from '@/server/search/searchSite';

/** `/search?q=...`: rendered per request from the index, so a publish is findable at once. */
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function load(props: Props) {
  const parsed = parseSearchParams(await props.searchParams);
  const outcome = parsed.q ? await searchSite(parsed.q, parsed.type, parsed.from, parsed.to, parsed.page) : null;
  return { parsed, outcome };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { parsed, outcome } = await load(props);
  const title = outcome?.status === 'ok' ? `Search: ${resultsSummary(outcome.page.total, parsed.q, parsed.page, outcome.page.capped).replace(/\.$/, '')}` : 'Search';
  // Results pages stay out of search engines' indexes (and out of the sitemap).
  return { title, description: 'Search Dallas Local’s stories, events, community groups, initiatives, resources and books.', robots: { index: false, follow: true } };
}

export default async function Page(props: Props) {
  const { parsed, outcome } = await load(props);
  return <SearchPage parsed={parsed} outcome={outcome} />;
}
