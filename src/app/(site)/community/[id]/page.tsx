import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { communityStories } from '@/content/communityStories';
import { storyByHref, storyHref } from '@/content/stories';
import { ArticlePage } from '@/features/article/ArticlePage';
import { articleMetadata } from '@/features/article/articleMetadata';

/** `/community/{id}`: the Community page's stories (10 to 12). */
type Props = { params: Promise<{ id: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return communityStories.map((s) => ({ id: String(s.id) }));
}

async function story({ params }: Props) {
  const { id } = await params;
  return storyByHref(storyHref.community(Number(id))) ?? notFound();
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return articleMetadata(await story(props));
}

export default async function Page(props: Props) {
  return <ArticlePage story={await story(props)} />;
}
