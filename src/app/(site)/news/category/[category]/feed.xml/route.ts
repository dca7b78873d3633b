import { notFound, permanentRedirect } from 'next/navigation';
import { categorySlug } from '@/content/categories';
import { categoryFromLooseSlug, categoryFromSlug } from '@/content/stories';
import { categoryFeedXml } from '@/features/seo/feeds';
import { categoryFeedPath } from '@/lib/addresses';
import { rssResponse } from '@/features/seo/rss';
import { siteCategoriesWithStories, siteStoriesIn } from '@/server/content/siteStories';

/** `/news/category/{slug}/feed.xml`: RSS 2.0 of one category, cached and expired when a story changes. */
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await siteCategoriesWithStories()).map((c) => ({ category: categorySlug(c) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ category: string }> }) {
  const slug = (await params).category;
  const category = categoryFromSlug(slug);
  if (!category) {
    const loose = categoryFromLooseSlug(slug);
    if (loose) permanentRedirect(categoryFeedPath(loose));
    notFound();
  }
  const stories = await siteStoriesIn(category);
  if (stories.length === 0) notFound();
  return rssResponse(categoryFeedXml(category, stories));
}
