/**
 * The sample stories of src/content (Home's news, the News tabs, Top Stories, the Community stories) as
 * published `stories` documents: one per title, under the slug src/server/content/legacyStories.ts
 * gives it (the old addresses redirect there), with its category, date, illustration, caption, authors
 * (staff, by name) and paragraphs. Natural key: the slug.
 */
import type { Payload } from 'payload';
import { allStories, newestFirst, type SiteStory } from '@/content/stories';
import { dallasDateTime } from '@/features/seo/dallasTime';
import { seededSlug, uniqueSampleStories } from '@/server/content/legacyStories';
import { lexicalParagraphs } from './lexical';
import { ensureSeedImages } from './media';
import { staffIdByName } from './staff';
import type { Seeder, SeedReport } from './types';

/**
 * Sample stories the newsroom credits to more than one author (by seeded slug): the co-authors, by
 * name, after the story's own author. One co-authored story shows bylines such as "By A and B".
 */
export const seededCoAuthors: Readonly<Record<string, readonly string[]>> = {
  'library-tech-tutors-help-vickery-meadow-seniors-get-online': ['Denise Okafor'],
};

/** The staff names a sample story credits, in byline order. */
export function seededAuthorNames(story: SiteStory): string[] {
  return [story.author, ...(seededCoAuthors[seededSlug(story)] ?? [])];
}

/**
 * The publication instant of a sample story: noon in Dallas on its date, a minute earlier for each
 * story of the same day listed before it, so the newsroom's order (newest first) is the samples' order.
 */
export function seededPublishedAt(story: SiteStory, stories: readonly SiteStory[] = allStories): string {
  const sameDay = stories.filter((s) => s.date === story.date).sort(newestFirst);
  const rank = Math.max(0, sameDay.findIndex((s) => s.href === story.href));
  return new Date(Date.parse(dallasDateTime(story.date, '12:00')) - rank * 60_000).toISOString();
}

/**
 * The `stories` document of a sample story. Its alt text is the photo's own (`mediaAlt`, from the media
 * library) unless it says something else: an override would keep an editor's correction in the library
 * from reaching the story.
 */
export function storyData(
  story: SiteStory,
  refs: { heroImage: number | string; mediaAlt?: string; authors: (number | string)[]; publishedAt: string },
) {
  return {
    title: story.title,
    slug: seededSlug(story),
    summary: story.summary,
    category: story.category,
    section: story.section,
    body: lexicalParagraphs(story.body),
    heroImage: refs.heroImage,
    heroImageAlt: story.imageAlt.trim() === refs.mediaAlt?.trim() ? undefined : story.imageAlt,
    authors: refs.authors,
    publishedAt: refs.publishedAt,
    _status: 'published' as const,
  };
}

export const storiesSeeder: Seeder = {
  name: 'stories',
  async run(payload: Payload): Promise<SeedReport> {
    const report: SeedReport = { created: 0, existing: 0 };
    const missing: ReturnType<typeof uniqueSampleStories> = [];
    for (const story of uniqueSampleStories()) {
      const slug = seededSlug(story);
      // Drafts count too: an editor's unpublished copy of a seeded story is left alone.
      const { totalDocs } = await payload.count({ collection: 'stories', where: { slug: { equals: slug } }, overrideAccess: true });
      if (totalDocs > 0) report.existing += 1;
      else missing.push(story);
    }
    // The illustrations first, two uploads at a time; then the stories, one by one, in order.
    const images = await ensureSeedImages(
      payload,
      // The sample captions already say "(Illustration)".
      missing.map((story) => ({ src: story.image, alt: story.imageAlt, caption: story.imageCaption, credit: '' })),
    );
    const { docs: media } = await payload.find({
      collection: 'media',
      where: { id: { in: [...new Set(images.values())] } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    });
    const altOf = new Map(media.map((m) => [String(m.id), (m as { alt?: string }).alt]));
    for (const story of missing) {
      const heroImage = images.get(story.image)!;
      const mediaAlt = altOf.get(String(heroImage));
      const authors: (number | string)[] = [];
      for (const name of seededAuthorNames(story)) {
        const id = await staffIdByName(payload, name);
        if (id !== undefined) authors.push(id);
      }
      const publishedAt = seededPublishedAt(story);
      const created = await payload.create({
        collection: 'stories',
        data: storyData(story, { heroImage, mediaAlt, authors, publishedAt }),
        overrideAccess: true,
      });
      // A seeded story was not edited after it was published: no "Updated" line on its page.
      await payload.db.updateOne({ collection: 'stories', id: created.id, data: { updatedAt: publishedAt, createdAt: publishedAt } });
      report.created += 1;
    }
    return report;
  },
};
