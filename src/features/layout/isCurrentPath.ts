/**
 * Whether a navigation link is the reader's current page. Home is current only on `/`; a section
 * is current on itself and on its detail pages (`/news` on `/news/3`).
 */
export function isCurrentPath(href: string, pathname: string | null): boolean {
  if (!pathname) return false;
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
