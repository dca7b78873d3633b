import Link from 'next/link';
import { mainNav, secondaryNav } from '@/config/site';

/** The site's sections, offered when there is nothing to search for or nothing was found. */
export function BrowseSections({ heading }: { heading: string }) {
  const sections = [...mainNav, ...secondaryNav].filter((s) => s.href !== '/' && s.href !== '/contact' && s.href !== '/about');
  return (
    <section aria-labelledby="browse-sections-heading" className="mb-10">
      <h2 id="browse-sections-heading" className="mb-3 font-serif text-2xl font-bold text-ink">
        {heading}
      </h2>
      <ul className="flex flex-wrap gap-3">
        {sections.map((s) => (
          <li key={s.href}>
            <Link prefetch={false}
              href={s.href}
              className="inline-flex min-h-11 items-center rounded-md border border-rule bg-white px-4 font-semibold text-brand hover:border-brand"
            >
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
