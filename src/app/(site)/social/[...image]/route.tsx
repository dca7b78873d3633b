import { renderSocialCard, socialCardIllustrations } from '@/features/seo/socialCard';
import { cardSegments, illustrationForCard } from '@/features/seo/socialImage';

/** Every card is rendered once, at build time; a path that names no illustration is a 404. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export async function generateStaticParams() {
  return (await socialCardIllustrations()).map((file) => ({ image: cardSegments(file) }));
}

/**
 * `/social/stories/x.png`: the social card of `/images/stories/x.svg` (src/features/seo/socialImage.ts).
 * A route that also exports other methods answers unknown paths here at request time despite
 * `dynamicParams = false`, so a name must be one of the illustrations, not just well formed.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ image: string[] }> }) {
  const file = illustrationForCard((await params).image);
  const known = file !== null && (await socialCardIllustrations()).includes(file);
  return known ? renderSocialCard(file) : new Response('Not found', { status: 404 });
}
