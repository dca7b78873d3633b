import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { validateSlugFormat } from '@/cms/slug';
import { AuthorPage } from '@/features/authors/AuthorPage';
import { pageCount, parsePageParam } from '@/features/authors/authorModel';
import { MissingContent, notFoundMetadata } from '@/features/not-found/MissingContent';
import { pageMetadata } from '@/features/seo/pageMetadata';
import { authorPath } from '@/lib/addresses';
import { cmsAuthorBySlug, cmsAuthorRenamedFrom, cmsAuthors } from '@/server/content/cmsStaff';
import { publishedCmsStoriesBy } from '@/server/content/cmsStories';

/**
 * `/authors/{slug}`: a staff member's or guest contributor's page with their stories, newest first,
 * `?page=N` for older ones (served from `/authors/{slug}/{N}`: the rewrites in next.config.ts).
 * An unknown author, a page number that is not one (`?page=0`, `?page=abc`) or a page past the last
 * answers 404; an address the author had before their slug changed, a permanent redirect to the new
 * one. Pages are prerendered and expired by tag, like the stories' (src/server/content/cacheTags.ts).
 */
type Props = { params: Promise<{ slug: string; page?: string[] }> };

export const dynamicParams = true;

/** Each author's first page is built; later pages, and authors added since, render on first request. */
export async function generateStaticParams() {
  return (await cmsAuthors()).map((a) => ({ slug: a.slug }));
}

async function resolve({ params }: Props) {
  const { slug, page: segments } = await params;
  const asked = segments === undefined ? { page: 1 } : segments.length === 1 ? parsePageParam(segments[0]) : { error: 'Give one page number.' };
  if (validateSlugFormat(slug) !== true || 'error' in asked) return undefined;
  const author = await cmsAuthorBySlug(slug);
  if (author) return { author, page: asked.page };
  // An address the author had before an editor changed their slug: a permanent redirect to the new one.
  const renamed = await cmsAuthorRenamedFrom(slug);
  if (renamed && (await cmsAuthorBySlug(renamed))) permanentRedirect(authorPath(renamed, asked.page));
  return undefined;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await resolve(props);
  if (!found) return notFoundMetadata;
  const { author, page } = found;
  if (page > pageCount((await publishedCmsStoriesBy(author, page)).totalDocs)) return notFoundMetadata;
  return pageMetadata({
    title: page > 1 ? `${author.name}, page ${page}` : author.name,
    description: `${author.role} at Dallas Local. ${author.bio}`.slice(0, 300),
    path: authorPath(author.slug, page),
    image: author.image,
    imageAlt: author.imageAlt,
  });
}

export default async function Page(props: Props) {
  const found = await resolve(props);
  if (!found) return <MissingContent />;
  const { author, page } = found;
  const { stories, totalDocs } = await publishedCmsStoriesBy(author, page);
  const pages = pageCount(totalDocs);
  if (page > pages) return <MissingContent />;
  return <AuthorPage author={author} stories={stories} page={page} pages={pages} totalStories={totalDocs} />;
}
