/**
 * From Payload documents of the reference collections (events, books, groups, initiatives, resources)
 * to the shapes the site's components take (src/content/schemas.ts). Pure, no Payload import: each
 * document is checked at the boundary with zod; one that does not fit is left out with a warning
 * instead of breaking the page.
 */
import { z } from 'zod';
import {
  book,
  communityEvent,
  communityGroup,
  initiative,
  resource,
  type Book,
  type CommunityEvent,
  type CommunityGroup,
  type Initiative,
  type Resource,
} from '@/content/schemas';
import { mediaSources, pictureFrom, type MediaDocument, type Picture } from '@/cms/mediaSources';
import { clockLabel } from '@/features/events/eventTimes';
import { dallasNow } from '@/features/seo/dallasTime';

/** The picture of an item without one (decorative). */
export const FALLBACK_IMAGE = '/images/fallback.svg';

/** The site's shapes, where a picture without an upload has an empty (decorative) alt text. */
const decorativeAlt = { imageAlt: z.string() };
const eventShape = communityEvent.extend(decorativeAlt);
const groupShape = communityGroup.extend(decorativeAlt);
const initiativeShape = initiative.extend(decorativeAlt);

const relationId = z.union([z.number(), z.string()]);
/** An upload relation at depth 1 (the media document) or 0 (its id). */
const upload = z.union([relationId, z.record(z.string(), z.unknown())]).nullish();
const idAndSlug = { id: relationId, slug: z.string().nullish() };

const renamedDoc = z.object({ id: relationId, slug: z.string().nullish(), formerSlugs: z.array(z.string()).nullish() });

/**
 * Of published documents, every slug one of them had before an editor changed it
 * (src/cms/fields/formerSlugs.ts), each with that document's address now by `keyOf`. The first one
 * listed wins when two had the same slug (a slug given up, taken by another document, then given up
 * again); a document that has its former slug again answers at it, so it is left out.
 */
export function renamedSlugs(
  docs: readonly unknown[],
  keyOf: (doc: z.infer<typeof renamedDoc>) => string | undefined,
): Map<string, string> {
  const renamed = new Map<string, string>();
  for (const raw of docs) {
    const doc = renamedDoc.safeParse(raw);
    if (!doc.success) continue;
    const key = keyOf(doc.data);
    for (const former of doc.data.formerSlugs ?? []) {
      if (key && key !== former && !renamed.has(former)) renamed.set(former, key);
    }
  }
  return renamed;
}

/** Of published documents, the address of the one that had `slug` before (see `renamedSlugs`), or undefined. */
export function renamedFrom(
  docs: readonly unknown[],
  slug: string,
  keyOf: (doc: z.infer<typeof renamedDoc>) => string | undefined,
): string | undefined {
  return renamedSlugs(docs, keyOf).get(slug);
}

/** The address key of an item: its slug, else its document id (an item saved before slugs existed). */
export function addressKey(doc: { id: number | string; slug?: string | null }): string {
  return doc.slug?.trim() || String(doc.id);
}

/**
 * The picture of an item: a middle-sized WebP copy of its upload with the upload's alt text and its
 * responsive copies, or the fallback.
 */
export function imageOf(value: z.infer<typeof upload>): { image: string; imageAlt: string; picture?: Picture } {
  const sources = value && typeof value === 'object' ? mediaSources(value as MediaDocument) : null;
  if (!sources) return { image: FALLBACK_IMAGE, imageAlt: '' };
  const picture = pictureFrom(sources);
  return { image: sources.src, imageAlt: sources.alt, ...(picture ? { picture } : {}) };
}

export const cmsEventDoc = z.object({
  ...idAndSlug,
  title: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  location: z.string(),
  category: z.string(),
  link: z.string().nullish(),
  image: upload,
});

/** An event: its day and times in Dallas (America/Chicago), whatever the server's time zone. */
export function eventFromDoc(doc: z.infer<typeof cmsEventDoc>): CommunityEvent {
  const start = dallasNow(new Date(doc.startsAt));
  const end = dallasNow(new Date(doc.endsAt));
  return eventShape.parse({
    id: addressKey(doc),
    title: doc.title,
    description: doc.description,
    date: start.date,
    endDate: end.date,
    time: `${clockLabel(start.time)} - ${clockLabel(end.time)}`,
    start: start.time,
    end: end.time,
    location: doc.location,
    category: doc.category,
    ...(doc.link ? { link: doc.link } : {}),
    ...imageOf(doc.image),
  });
}

export const cmsBookDoc = z.object({ title: z.string(), author: z.string(), cover: z.string(), link: z.string() });

export function bookFromDoc(doc: z.infer<typeof cmsBookDoc>): Book {
  return book.parse({ title: doc.title, author: doc.author, cover: doc.cover, link: doc.link });
}

const paragraphs = z.array(z.object({ text: z.string() })).nullish();
const tags = z.array(z.string()).nullish();
const communityDocFields = { website: z.string(), details: paragraphs, tags, neighborhood: z.string(), image: upload };

export const cmsGroupDoc = z.object({ ...idAndSlug, name: z.string(), description: z.string(), members: z.number(), ...communityDocFields });

export function groupFromDoc(doc: z.infer<typeof cmsGroupDoc>): CommunityGroup {
  return groupShape.parse({
    id: addressKey(doc),
    name: doc.name,
    description: doc.description,
    members: doc.members,
    neighborhood: doc.neighborhood,
    ...imageOf(doc.image),
    website: doc.website,
    details: (doc.details ?? []).map((p) => p.text),
    tags: (doc.tags ?? []).map((t) => t.toLowerCase()),
  });
}

export const cmsInitiativeDoc = z.object({
  ...idAndSlug,
  title: z.string(),
  description: z.string(),
  location: z.string(),
  date: z.string(),
  startDate: z.string(),
  endDate: z.string().nullish(),
  ...communityDocFields,
});

export function initiativeFromDoc(doc: z.infer<typeof cmsInitiativeDoc>): Initiative {
  return initiativeShape.parse({
    id: addressKey(doc),
    title: doc.title,
    description: doc.description,
    location: doc.location,
    date: doc.date,
    startDate: doc.startDate,
    endDate: doc.endDate || null,
    neighborhood: doc.neighborhood,
    ...imageOf(doc.image),
    website: doc.website,
    details: (doc.details ?? []).map((p) => p.text),
    tags: (doc.tags ?? []).map((t) => t.toLowerCase()),
  });
}

export const cmsResourceDoc = z.object({ id: relationId, title: z.string(), description: z.string(), website: z.string(), category: z.string() });

export function resourceFromDoc(doc: z.infer<typeof cmsResourceDoc>): Resource {
  return resource.parse({ id: String(doc.id), title: doc.title, description: doc.description, website: doc.website, category: doc.category });
}

/**
 * Each document that fits `schema` and maps, in order; the others are left out and named in `warn`
 * (an item saved before a required field existed must not take the whole page down).
 */
export function mapDocs<S extends z.ZodType, T>(
  label: string,
  docs: readonly unknown[],
  schema: S,
  map: (doc: z.infer<S>) => T,
  warn: (message: string) => void = () => undefined,
): T[] {
  return docs.flatMap((raw) => {
    try {
      return [map(schema.parse(raw))];
    } catch (error) {
      const id = raw && typeof raw === 'object' && 'id' in raw ? String(raw.id) : '?';
      warn(`${label} ${id} left out: ${error instanceof z.ZodError ? error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') : String(error)}`);
      return [];
    }
  });
}
