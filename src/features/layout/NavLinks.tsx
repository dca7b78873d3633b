'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { isCurrentPath } from './isCurrentPath';

type NavLink = { readonly label: string; readonly href: string };

/** A list of navigation links with the reader's current page marked `aria-current="page"`. */
export function NavLinks({
  links,
  className,
  linkClassName,
  onNavigate,
}: {
  links: readonly NavLink[];
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}) {
  const pathname = usePathname();
  return (
    <ul className={className}>
      {links.map((link) => {
        const current = isCurrentPath(link.href, pathname);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={current ? 'page' : undefined}
              className={linkClassName}
              onClick={onNavigate}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
