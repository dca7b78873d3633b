/**
 * From a Payload `stories` document to the site's story shape (pure, no Payload import): checked at the
 * boundary with zod, then shaped by small functions the tests cover.
 */
import { z } from 'zod';
import { site } from '@/config/site';
import { mediaCopy, pictureOf } from '@/cms/mediaSources';
import { mediaDoc } from './mediaDoc';
import { storyCategory, storySections, type StoryCategory } from '@/content/schemas';
import { CONTRIBUTOR_ROLE, STAFF_KINDS } from '@/features/authors/authorLinks';
import { joinNames, type StoryCredit } from '@/features/authors/authorModel';
import { allStories, newestFirst, type SiteStory } from '@/content/stories';
import { dallasNow } from '@/features/seo/dallasTime';
import { authorPath, storyPath } from '@/lib/addresses';
import {
  CORRECTION_KINDS,
  correctionDay,
  newestCorrectionsFirst,
  updatedDateWithCorrections,
  type StoryCorrection,
} from '@/features/corrections/corrections';


/** "Updated" shows when a story was saved this long after it was published (typo fixes right after publishing do not count). */
export const UPDATED_AFTER_MS = 60 * 60 * 1000;

const relationId = z.union([z.number(), z.string()]);

/** Story photos show at most about 900 CSS pixels wide (the article column, a hero slide's half). */
export const STORY_PHOTO_WIDTH = 960;
const staffDoc = z.object({
  name: z.string(),
  slug: z.string().nullish(),
  /** `draft`: a member never published or taken down (drafts and revisions, src/cms/collections/Staff.ts). */
  _status: z.enum(['draft', 'published']).nullish(),
  kind: z.enum(STAFF_KINDS).nullish(),
  title: z.string().nullish(),
});

/** The fields of a `stories` document the site reads (relations at depth 1: media and staff documents, or bare ids). */
export const cmsStoryDoc = z.object({
  id: relationId,
  slug: z.string().min(1),
  title: z.string(),
  summary: z.string(),
  category: storyCategory,
  section: z.enum(storySections).nullish(),
  body: z.unknown().optional(),
  heroImage: z.union([relationId, mediaDoc]).nullish(),
  heroImageAlt: z.string().nullish(),
  authors: z.array(z.union([relationId, staffDoc])).nullish(),
  publishedAt: z.string().nullish(),
  updatedAt: z.string(),
  createdAt: z.string().optional(),
  corrections: z
    .array(z.object({ kind: z.enum(CORRECTION_KINDS), date: z.string().nullish(), text: z.string().nullish() }))
    .nullish(),
});
export type CmsStoryDoc = z.infer<typeof cmsStoryDoc>;

/** A newsroom story as the site shows it: a SiteStory plus its slug, rich text and update date. */
export type CmsStory = SiteStory & {
  slug: string;
  /** Lexical's editor state (rendered by the story page), or null. */
  richBody: unknown;
  /** Exact publication instant (ISO), for ordering stories of one day. */
  publishedAt: string;
  /** The Dallas calendar date of a later edit, when there was one (see UPDATED_AFTER_MS). */
  updatedDate?: string;
  /** The instant (ISO) of that edit, when there was one: structured data's dateModified. */
  updatedAt?: string;
  /** Its corrections and clarifications, newest first. */
  corrections: StoryCorrection[];
  /** Every author it credits, in the editor's order, with their pages (the byline links there). */
  credits: StoryCredit[];
};

/** The Dallas calendar date (`yyyy-MM-dd`) of an ISO instant. */
export function dallasDate(iso: string): string {
  return dallasNow(new Date(iso)).date;
}

/**
 * The authors a story credits (relations read at depth 1; bare ids, blank names and authors not
 * published are left out: readers see only published staff).
 */
export function creditsOf(authors: CmsStoryDoc['authors']): StoryCredit[] {
  return (authors ?? []).flatMap((a) => {
    if (typeof a !== 'object' || a.name.trim() === '' || a._status === 'draft') return [];
    const role = a.kind === 'contributor' ? CONTRIBUTOR_ROLE : (a.title ?? undefined);
    return [{ name: a.name.trim(), ...(a.slug ? { href: authorPath(a.slug) } : {}), ...(role ? { role } : {}) }];
  });
}

/** The byline: the authors' names joined ('A', 'A and B', 'A, B and C'), or the newsroom's name. */
export function bylineOf(authors: CmsStoryDoc['authors']): string {
  return joinNames(creditsOf(authors).map((c) => c.name)) || site.name;
}

/** The illustration of the newest sample story of a category (the site's look for a story without a photo). */
export function categoryIllustration(category: StoryCategory): string {
  return allStories.filter((s) => s.category === category).sort(newestFirst)[0]?.image ?? '/images/fallback.svg';
}

/** The hero image: the uploaded photo, else the category's illustration (decorative: empty alt). */
export function heroOf(
  doc: Pick<CmsStoryDoc, 'heroImage' | 'heroImageAlt' | 'category'>,
): Pick<SiteStory, 'image' | 'imageAlt' | 'imageCaption' | 'picture' | 'imageBytes'> {
  const media = typeof doc.heroImage === 'object' && doc.heroImage !== null ? doc.heroImage : undefined;
  const copy = media ? mediaCopy(media, STORY_PHOTO_WIDTH) : null;
  if (media && copy) {
    const caption = [media.caption?.trim(), media.credit?.trim()].filter(Boolean).join(' ');
    const picture = pictureOf(media);
    return {
      image: copy.url,
      imageAlt: doc.heroImageAlt?.trim() || media.alt?.trim() || '',
      imageCaption: caption,
      ...(picture ? { picture } : {}),
      ...(copy.bytes ? { imageBytes: copy.bytes } : {}),
    };
  }
  return { image: categoryIllustration(doc.category), imageAlt: '', imageCaption: '' };
}

type LexicalNode = { type?: unknown; text?: unknown; children?: unknown };

function textOf(node: LexicalNode): string {
  if (typeof node.text === 'string') return node.text;
  if (node.type === 'linebreak') return '\n';
  return Array.isArray(node.children) ? (node.children as LexicalNode[]).map(textOf).join('') : '';
}

/** The rich text's top-level blocks as plain paragraphs (empty blocks left out). */
export function plainParagraphs(richText: unknown): string[] {
  const root = (richText as { root?: LexicalNode } | null | undefined)?.root;
  if (!root || !Array.isArray(root.children)) return [];
  return (root.children as LexicalNode[]).map((n) => textOf(n).trim()).filter((t) => t !== '');
}

/** The Dallas date of a later edit, when the story was saved at least UPDATED_AFTER_MS after publication. */
export function updatedDateOf(publishedAt: string, updatedAt: string): string | undefined {
  const published = Date.parse(publishedAt);
  const updated = Date.parse(updatedAt);
  if (Number.isNaN(published) || Number.isNaN(updated) || updated - published < UPDATED_AFTER_MS) return undefined;
  return dallasDate(updatedAt);
}

/** The story's corrections with a day and a text (an incomplete row is left out), newest first. */
export function correctionsOf(rows: CmsStoryDoc['corrections']): StoryCorrection[] {
  return newestCorrectionsFirst(
    (rows ?? []).flatMap((row) => {
      const date = correctionDay(row.date);
      const text = row.text?.trim() ?? '';
      return date && text !== '' ? [{ kind: row.kind, date, text }] : [];
    }),
  );
}

/** A checked `stories` document as the site shows it at `/news/{slug}`. */
export function cmsStoryFromDoc(doc: CmsStoryDoc): CmsStory {
  const publishedAt = doc.publishedAt ?? doc.createdAt ?? doc.updatedAt;
  const corrections = correctionsOf(doc.corrections);
  const updatedDate = updatedDateWithCorrections(dallasDate(publishedAt), updatedDateOf(publishedAt, doc.updatedAt), corrections);
  return {
    kind: 'cms',
    href: storyPath(doc.slug),
    section: doc.section ?? 'News',
    category: doc.category,
    title: doc.title,
    summary: doc.summary,
    ...heroOf(doc),
    date: dallasDate(publishedAt),
    author: bylineOf(doc.authors),
    credits: creditsOf(doc.authors),
    body: plainParagraphs(doc.body),
    slug: doc.slug,
    richBody: doc.body ?? null,
    publishedAt,
    ...(updatedDate ? { updatedDate } : {}),
    ...(updatedDateOf(publishedAt, doc.updatedAt) ? { updatedAt: doc.updatedAt } : {}),
    corrections,
  };
}

/** Documents as returned by Payload: the ones that do not check out are left out (and reported), never a crash. */
export function cmsStoriesFromDocs(docs: readonly unknown[], report: (message: string) => void = () => undefined): CmsStory[] {
  return docs.flatMap((raw) => {
    const parsed = cmsStoryDoc.safeParse(raw);
    if (parsed.success) return [cmsStoryFromDoc(parsed.data)];
    report(`story ${String((raw as { id?: unknown } | null)?.id)} left out: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    return [];
  });
}
