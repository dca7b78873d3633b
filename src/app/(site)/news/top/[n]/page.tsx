import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { storyByHref, storyHref } from '@/content/stories';
import { topStories } from '@/content/topStories';
import { ArticlePage } from '@/features/article/ArticlePage';
import { articleMetadata } from '@/features/article/articleMetadata';

/** `/news/top/{n}`: the sidebar's Top Stories (1 to 5). */
type Props = { params: Promise<{ n: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return topStories.map((s) => ({ n: String(s.n) }));
}

async function story({ params }: Props) {
  const { n } = await params;
  return storyByHref(storyHref.top(Number(n))) ?? notFound();
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return articleMetadata(await story(props));
}

export default async function Page(props: Props) {
  return <ArticlePage story={await story(props)} />;
}
