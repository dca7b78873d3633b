import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { categorySlug } from '@/content/categories';
import { categoriesWithStories, categoryFromSlug } from '@/content/stories';
import { CategoryPage } from '@/features/article/CategoryPage';
import { categoryMetadata } from '@/features/article/categoryMetadata';

/** `/news/category/{slug}`: every story of a category, newest first. */
type Props = { params: Promise<{ category: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return categoriesWithStories().map((c) => ({ category: categorySlug(c) }));
}

async function category({ params }: Props) {
  const { category: slug } = await params;
  return categoryFromSlug(slug) ?? notFound();
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return categoryMetadata(await category(props));
}

export default async function Page(props: Props) {
  return <CategoryPage category={await category(props)} />;
}
