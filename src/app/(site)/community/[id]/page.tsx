import { MissingContent, notFoundMetadata } from '@/features/not-found/MissingContent';
import { legacyStoryPath } from '@/lib/addresses';
import { legacyParams, redirectLegacyStory } from '@/server/content/legacyRedirect';

/** `/community/{id}`: the Community stories' old addresses (10 to 12), each a permanent redirect to the story's `/news/{slug}`. */
type Props = { params: Promise<{ id: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return legacyParams(/^\/community\/(\d+)$/).map((m) => ({ id: m[1] ?? '' }));
}

export const metadata = notFoundMetadata;

/** Redirects to the story; when it was deleted or unpublished, the page is the not-found one. */
export default async function Page({ params }: Props) {
  await redirectLegacyStory(legacyStoryPath.community(Number((await params).id)));
  return <MissingContent />;
}
