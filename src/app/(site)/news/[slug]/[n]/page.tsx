import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { tabArticles } from '@/content/newsTabs';
import { newsTabCategory } from '@/content/schemas';
import { storyByHref, storyHref } from '@/content/stories';
import { ArticlePage } from '@/features/article/ArticlePage';
import { articleMetadata } from '@/features/article/articleMetadata';

/** `/news/{tab}/{n}`: the News page's tab articles (politics, business, sports, lifestyle; 1 to 3). */
type Props = { params: Promise<{ slug: string; n: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return tabArticles.map((s) => ({ slug: s.tab, n: String(s.n) }));
}

async function story({ params }: Props) {
  const { slug, n } = await params;
  const tab = newsTabCategory.safeParse(slug);
  if (!tab.success) notFound();
  return storyByHref(storyHref.tab(tab.data, Number(n))) ?? notFound();
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return articleMetadata(await story(props));
}

export default async function Page(props: Props) {
  return <ArticlePage story={await story(props)} />;
}
