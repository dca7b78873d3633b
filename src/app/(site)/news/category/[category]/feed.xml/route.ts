import { notFound } from 'next/navigation';
import { categorySlug } from '@/content/categories';
import { categoriesWithStories, categoryFromSlug } from '@/content/stories';
import { categoryFeedXml } from '@/features/seo/feeds';
import { rssResponse } from '@/features/seo/rss';

/** `/news/category/{slug}/feed.xml`: RSS 2.0 of one category, built at build time. */
export const dynamicParams = false;

export function generateStaticParams() {
  return categoriesWithStories().map((c) => ({ category: categorySlug(c) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ category: string }> }) {
  const category = categoryFromSlug((await params).category);
  if (!category) notFound();
  return rssResponse(categoryFeedXml(category));
}
