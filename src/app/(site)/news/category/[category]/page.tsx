import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { categorySlug } from '@/content/categories';
import { categoryFromLooseSlug, categoryFromSlug } from '@/content/stories';
import { CategoryPage } from '@/features/article/CategoryPage';
import { categoryPath } from '@/lib/addresses';
import { categoryMetadata } from '@/features/article/categoryMetadata';
import { MissingContent, notFoundMetadata } from '@/features/not-found/MissingContent';
import { siteCategoriesWithStories, siteStoriesIn } from '@/server/content/siteStories';

/** `/news/category/{slug}`: every story of a category (the newsroom's and the samples), newest first. */
type Props = { params: Promise<{ category: string }> };

// A category whose first story the newsroom publishes gets its page then.
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await siteCategoriesWithStories()).map((c) => ({ category: categorySlug(c) }));
}

async function category({ params }: Props) {
  const { category: slug } = await params;
  const exact = categoryFromSlug(slug);
  if (exact) return exact;
  // `/news/category/Politics` or `/news/category/Real%20Estate`: the category's one address.
  const loose = categoryFromLooseSlug(slug);
  if (loose) permanentRedirect(categoryPath(loose));
  return undefined;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const c = await category(props);
  if (!c || (await siteStoriesIn(c)).length === 0) return notFoundMetadata;
  return categoryMetadata(c);
}

export default async function Page(props: Props) {
  const c = await category(props);
  if (!c) return <MissingContent />;
  const [stories, categories] = await Promise.all([siteStoriesIn(c), siteCategoriesWithStories()]);
  if (stories.length === 0) return <MissingContent />;
  return <CategoryPage category={c} stories={stories} categories={categories} />;
}
