import Link from 'next/link';
import { JsonLd } from '@/features/seo/JsonLd';
import { breadcrumbJsonLd, type Crumb } from '@/features/seo/jsonLd';

/** The trail to the current page (the last crumb), with its BreadcrumbList structured data. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-6 text-sm text-muted print:hidden">
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            // A separator closes its crumb's item, so a wrapped line never starts with one or holds one alone.
            <li key={crumb.href} className={last ? 'min-w-0' : 'flex shrink-0 items-center gap-2'}>
              {last ? (
                <a href={crumb.href} aria-current="page" className="inline-block py-0.5 font-medium text-ink no-underline">
                  {crumb.name}
                </a>
              ) : (
                <>
                  <Link
                    href={crumb.href}
                    className="inline-block py-0.5 underline decoration-rule underline-offset-4 hover:text-ink hover:decoration-ink"
                  >
                    {crumb.name}
                  </Link>
                  <span aria-hidden="true" data-crumb-separator="" className="text-muted">
                    /
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
