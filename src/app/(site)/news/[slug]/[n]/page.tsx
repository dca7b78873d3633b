import { newsTabCategory } from '@/content/schemas';
import { MissingContent, notFoundMetadata } from '@/features/not-found/MissingContent';
import { legacyStoryPath } from '@/lib/addresses';
import { legacyParams, redirectLegacyStory } from '@/server/content/legacyRedirect';

/** `/news/{tab}/{n}`: the News tabs' sample stories' old addresses, each a permanent redirect to the story's `/news/{slug}`. */
type Props = { params: Promise<{ slug: string; n: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return legacyParams(/^\/news\/([a-z]+)\/(\d+)$/).map((m) => ({ slug: m[1] ?? '', n: m[2] ?? '' }));
}

export const metadata = notFoundMetadata;

/** Redirects to the story; when it was deleted or unpublished, the page is the not-found one. */
export default async function Page({ params }: Props) {
  const { slug, n } = await params;
  const tab = newsTabCategory.safeParse(slug);
  if (tab.success) await redirectLegacyStory(legacyStoryPath.tab(tab.data, Number(n)));
  return <MissingContent />;
}
