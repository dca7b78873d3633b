/**
 * From Payload `staff` documents to the About page's team (pure, no Payload import): checked with zod,
 * ordered by the newsroom's titles (src/content/schemas.ts `teamTitles`), then by name.
 */
import { z } from 'zod';
import { mediaCopyUrl } from '@/cms/mediaSources';
import { teamTitles, type TeamMember } from '@/content/schemas';

/** Portraits show at 128 CSS pixels: a 480-wide copy is sharp on any screen. */
const PORTRAIT_WIDTH = 400;

const mediaDoc = z.object({
  url: z.string().nullish(),
  alt: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  sizes: z.record(z.string(), z.object({ url: z.string().nullish(), width: z.number().nullish() }).nullish()).nullish(),
});

export const staffDoc = z.object({
  name: z.string().min(1),
  title: z.enum(teamTitles),
  bio: z.string(),
  image: z.union([z.number(), z.string(), mediaDoc]).nullish(),
});

/** The fallback portrait of a staff member without a photo. */
export const NO_PORTRAIT = '/images/fallback.svg';

/** A checked staff document as the team page shows it. */
export function teamMemberFromDoc(doc: z.infer<typeof staffDoc>): TeamMember {
  const media = typeof doc.image === 'object' && doc.image !== null ? doc.image : undefined;
  const src = media ? mediaCopyUrl(media, PORTRAIT_WIDTH) : null;
  return {
    name: doc.name,
    title: doc.title,
    bio: doc.bio,
    image: src ?? NO_PORTRAIT,
    imageAlt: (src ? media?.alt?.trim() : '') || `Portrait of ${doc.name}, ${doc.title}`,
  };
}

/** The team from staff documents, in the order of the titles; documents that do not check out are left out and reported. */
export function teamFromDocs(docs: readonly unknown[], report: (message: string) => void = () => undefined): TeamMember[] {
  const members = docs.flatMap((raw) => {
    const parsed = staffDoc.safeParse(raw);
    if (parsed.success) return [teamMemberFromDoc(parsed.data)];
    report(`staff ${String((raw as { id?: unknown } | null)?.id)} left out: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    return [];
  });
  const rank = (m: TeamMember) => teamTitles.indexOf(m.title);
  return members.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}
