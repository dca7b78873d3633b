import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { homeNews } from '@/content/news';
import { storyByHref, storyHref } from '@/content/stories';
import { ArticlePage } from '@/features/article/ArticlePage';
import { articleMetadata } from '@/features/article/articleMetadata';

/** `/news/{id}`: the Home page's news stories (the folder is `[slug]` because `/news/{tab}/{n}` shares it). */
type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return homeNews.map((s) => ({ slug: String(s.id) }));
}

async function story({ params }: Props) {
  const { slug } = await params;
  return storyByHref(storyHref.home(Number(slug))) ?? notFound();
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return articleMetadata(await story(props));
}

export default async function Page(props: Props) {
  const s = await story(props);
  return <ArticlePage story={s} />;
}
