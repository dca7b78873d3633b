import Link from 'next/link';
import { JsonLd } from '@/features/seo/JsonLd';
import { breadcrumbJsonLd, type Crumb } from '@/features/seo/jsonLd';

/** The trail to the current page (the last crumb), with its BreadcrumbList structured data. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-6 text-sm text-muted">
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.href} className="flex min-w-0 items-center gap-2">
              {i > 0 ? (
                <span aria-hidden="true" className="text-muted">
                  /
                </span>
              ) : null}
              {last ? (
                <a href={crumb.href} aria-current="page" className="font-medium text-ink no-underline">
                  {crumb.name}
                </a>
              ) : (
                <Link href={crumb.href} className="underline decoration-rule underline-offset-4 hover:text-ink hover:decoration-ink">
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
