import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { validateSlugFormat } from '@/cms/slug';
import { AuthorPage } from '@/features/authors/AuthorPage';
import { pageCount, parsePageParam } from '@/features/authors/authorModel';
import { pageMetadata } from '@/features/seo/pageMetadata';
import { authorPath } from '@/lib/addresses';
import { cmsAuthorBySlug, cmsAuthorRenamedFrom } from '@/server/content/cmsStaff';
import { publishedCmsStoriesBy } from '@/server/content/cmsStories';

/**
 * `/authors/{slug}`: a staff member's or guest contributor's page with their stories, newest first,
 * `?page=N` for older ones. An unknown author, a page number that is not one (`?page=0`, `?page=abc`)
 * or a page past the last answers 404; an address the author had before their slug changed, a
 * permanent redirect to the new one. Data is cached by tag (src/server/content/cacheTags.ts).
 */
type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function resolve({ params, searchParams }: Props) {
  const { slug } = await params;
  if (validateSlugFormat(slug) !== true) notFound();
  const asked = parsePageParam((await searchParams).page);
  if ('error' in asked) notFound();
  const author = await cmsAuthorBySlug(slug);
  if (author) return { author, page: asked.page };
  // An address the author had before an editor changed their slug: a permanent redirect to the new one.
  const renamed = await cmsAuthorRenamedFrom(slug);
  if (renamed && (await cmsAuthorBySlug(renamed))) permanentRedirect(authorPath(renamed, asked.page));
  notFound();
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { author, page } = await resolve(props);
  return pageMetadata({
    title: page > 1 ? `${author.name}, page ${page}` : author.name,
    description: `${author.role} at Dallas Local. ${author.bio}`.slice(0, 300),
    path: authorPath(author.slug, page),
    image: author.image,
    imageAlt: author.imageAlt,
  });
}

export default async function Page(props: Props) {
  const { author, page } = await resolve(props);
  const { stories, totalDocs } = await publishedCmsStoriesBy(author, page);
  const pages = pageCount(totalDocs);
  if (page > pages) notFound();
  return <AuthorPage author={author} stories={stories} page={page} pages={pages} totalStories={totalDocs} />;
}
