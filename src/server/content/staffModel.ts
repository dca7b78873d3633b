/**
 * From Payload `staff` documents to the authors' pages and the About page's team (pure, no Payload
 * import): checked with zod; the team is ordered by the masthead's titles (src/content/schemas.ts
 * `teamTitles`), other titles after them, then by name.
 */
import { z } from 'zod';
import { focalPosition, mediaCopyUrl } from '@/cms/mediaSources';
import { mediaDoc } from './mediaDoc';
import { teamTitles, type TeamMember } from '@/content/schemas';
import { CONTRIBUTOR_ROLE, STAFF_KINDS, contactLinks, type ContactLink, type StaffKind } from '@/features/authors/authorLinks';
import { authorPath } from '@/lib/addresses';

/** Portraits show at 128 CSS pixels: a 480-wide copy is sharp on any screen. */
const PORTRAIT_WIDTH = 400;

export const staffDoc = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string().min(1),
  slug: z.string().min(1).nullish(),
  kind: z.enum(STAFF_KINDS).nullish(),
  title: z.string().nullish(),
  bio: z.string(),
  image: z.union([z.number(), z.string(), mediaDoc]).nullish(),
  contact: z
    .object({ email: z.string().nullish(), website: z.string().nullish(), x: z.string().nullish(), instagram: z.string().nullish() })
    .nullish(),
});
type StaffDoc = z.infer<typeof staffDoc>;


/** An author's page (`/authors/{slug}`): staff and guest contributors alike. */
export type AuthorProfile = {
  id: number | string;
  slug: string;
  href: string;
  kind: StaffKind;
  name: string;
  /** The team title, or "Contributor". */
  role: string;
  title?: TeamMember['title'];
  bio: string;
  image: string;
  imageAlt: string;
  /** Where the round crop keeps the portrait (the photo's focal point), when not its centre. */
  imagePosition?: string;
  links: ContactLink[];
};

/** A team card of the About page, linking to the member's author page when they have one. */
export type TeamCardMember = TeamMember & { href?: string };

/** The fallback portrait of a staff member without a photo. */
export const NO_PORTRAIT = '/images/fallback.svg';

function portraitOf(doc: StaffDoc, role: string): { image: string; imageAlt: string; imagePosition?: string } {
  const media = typeof doc.image === 'object' && doc.image !== null ? doc.image : undefined;
  const src = media ? mediaCopyUrl(media, PORTRAIT_WIDTH) : null;
  const position = src && media ? focalPosition(media) : undefined;
  return {
    image: src ?? NO_PORTRAIT,
    imageAlt: (src ? media?.alt?.trim() : '') || `Portrait of ${doc.name}, ${role}`,
    ...(position ? { imagePosition: position } : {}),
  };
}

/** A checked staff document as its author page shows it (a document without a slug yet has no page). */
export function authorFromDoc(doc: StaffDoc): AuthorProfile | undefined {
  if (!doc.slug) return undefined;
  const kind = doc.kind ?? 'staff';
  const role = kind === 'staff' && doc.title ? doc.title : CONTRIBUTOR_ROLE;
  return {
    id: doc.id,
    slug: doc.slug,
    href: authorPath(doc.slug),
    kind,
    name: doc.name,
    role,
    ...(doc.title && kind === 'staff' ? { title: doc.title } : {}),
    bio: doc.bio,
    ...portraitOf(doc, role),
    links: contactLinks(doc.contact),
  };
}

/** A checked staff document as the team page shows it, or undefined for a guest contributor. */
export function teamMemberFromDoc(doc: StaffDoc): TeamCardMember | undefined {
  if (doc.kind === 'contributor' || !doc.title) return undefined;
  return {
    name: doc.name,
    title: doc.title,
    bio: doc.bio,
    ...portraitOf(doc, doc.title),
    ...(doc.slug ? { href: authorPath(doc.slug) } : {}),
  };
}

/** The documents that check out; the others are left out and reported. */
export function checkedStaffDocs(docs: readonly unknown[], report: (message: string) => void = () => undefined): StaffDoc[] {
  return docs.flatMap((raw) => {
    const parsed = staffDoc.safeParse(raw);
    if (parsed.success) return [parsed.data];
    report(`staff ${String((raw as { id?: unknown } | null)?.id)} left out: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    return [];
  });
}

/** Where a title comes on the About page: the masthead's in their order, any other after them. */
function titleRank(title: string): number {
  const index = (teamTitles as readonly string[]).indexOf(title);
  return index === -1 ? teamTitles.length : index;
}

/** The team (staff, not guest contributors) in the order of the masthead's titles, other titles after them by title, then by name. */
export function teamFromDocs(docs: readonly unknown[], report: (message: string) => void = () => undefined): TeamCardMember[] {
  const members = checkedStaffDocs(docs, report).flatMap((doc) => teamMemberFromDoc(doc) ?? []);
  return members.sort(
    (a, b) => titleRank(a.title) - titleRank(b.title) || a.title.localeCompare(b.title) || a.name.localeCompare(b.name),
  );
}

/** Every author with a page (staff and guest contributors), by name. */
export function authorsFromDocs(docs: readonly unknown[], report: (message: string) => void = () => undefined): AuthorProfile[] {
  return checkedStaffDocs(docs, report)
    .flatMap((doc) => authorFromDoc(doc) ?? [])
    .sort((a, b) => a.name.localeCompare(b.name));
}
