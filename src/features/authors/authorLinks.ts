/**
 * An author's kind and contact links (pure: the `staff` collection validates with these, the author
 * page shows them).
 */
import { z } from 'zod';
import { validateHttpsUrl } from '@/cms/fields/validators';

/** Staff appear on the About page; guest contributors are credited without an account or a team card. */
export const STAFF_KINDS = ['staff', 'contributor'] as const;
export type StaffKind = (typeof STAFF_KINDS)[number];

/** What bylines and author pages call a guest contributor's role. */
export const CONTRIBUTOR_ROLE = 'Contributor';

const X_HANDLE = /^[A-Za-z0-9_]{1,15}$/;
const INSTAGRAM_HANDLE = /^(?!.*\.\.)(?!\.)(?!.*\.$)[A-Za-z0-9_.]{1,30}$/;

const empty = (value: unknown) => value === null || value === undefined || value === '';

/** An optional e-mail address (Payload's field `validate` contract). */
export function validateContactEmail(value: unknown): true | string {
  if (empty(value)) return true;
  return typeof value === 'string' && z.email().safeParse(value).success ? true : 'Not a valid e-mail address.';
}

/** An optional X handle, without the @ (letters, digits and _, at most 15). */
export function validateXHandle(value: unknown): true | string {
  if (empty(value)) return true;
  return typeof value === 'string' && X_HANDLE.test(value) ? true : 'An X handle has 1 to 15 letters, digits or _ (no @).';
}

/** An optional Instagram handle, without the @ (letters, digits, _ and single inner dots, at most 30). */
export function validateInstagramHandle(value: unknown): true | string {
  if (empty(value)) return true;
  return typeof value === 'string' && INSTAGRAM_HANDLE.test(value)
    ? true
    : 'An Instagram handle has 1 to 30 letters, digits, _ or inner dots (no @).';
}

export type AuthorContact = { email?: string | null; website?: string | null; x?: string | null; instagram?: string | null };
export type ContactLink = { label: string; href: string; text: string };

/**
 * The links the author page shows, in a fixed order; a value that does not check out (an old row, a
 * bypassed validation) is left out rather than linked.
 */
export function contactLinks(contact: AuthorContact | null | undefined): ContactLink[] {
  if (!contact) return [];
  const links: ContactLink[] = [];
  const { email, website, x, instagram } = contact;
  if (email && validateContactEmail(email) === true) links.push({ label: 'E-mail', href: `mailto:${email}`, text: email });
  if (website && validateHttpsUrl(website) === true) links.push({ label: 'Website', href: website, text: new URL(website).host });
  if (x && validateXHandle(x) === true) links.push({ label: 'X', href: `https://x.com/${x}`, text: `@${x}` });
  if (instagram && validateInstagramHandle(instagram) === true)
    links.push({ label: 'Instagram', href: `https://www.instagram.com/${instagram}/`, text: `@${instagram}` });
  return links;
}
