import { MissingContent, notFoundMetadata } from '@/features/not-found/MissingContent';
import { legacyStoryPath } from '@/lib/addresses';
import { legacyParams, redirectLegacyStory } from '@/server/content/legacyRedirect';

/** `/news/top/{n}`: the Top Stories' sample stories' old addresses, each a permanent redirect to the story's `/news/{slug}`. */
type Props = { params: Promise<{ n: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return legacyParams(/^\/news\/top\/(\d+)$/).map((m) => ({ n: m[1] ?? '' }));
}

export const metadata = notFoundMetadata;

/** Redirects to the story; when it was deleted or unpublished, the page is the not-found one. */
export default async function Page({ params }: Props) {
  await redirectLegacyStory(legacyStoryPath.top(Number((await params).n)));
  return <MissingContent />;
}
