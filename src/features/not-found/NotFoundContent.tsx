import Link from 'next/link';
import { Container } from '@/components/ui/Container';
import { AdSlot } from '@/features/ads/AdSlot';
import { assignHousePromotions } from '@/features/ads/housePromotions';

const notFoundPromotions = assignHousePromotions(['not-found-1', 'not-found-2']);

/** The not-found page's content: a route's `notFound()` and unmatched addresses both show it. */
export function NotFoundContent() {
  return (
    <Container className="py-16">
      {/* The marker MissingPageLog (in the site's document) looks for. */}
      <div data-missing-page="" className="mx-auto max-w-2xl text-center">
        <p className="font-serif text-8xl font-black text-brand" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 font-serif text-3xl font-bold text-ink sm:text-4xl">
          <span className="sr-only">404: </span>Oops! Page not found
        </h1>
        <p className="mt-4 text-lg text-muted">
          The page you were looking for has moved, been unpublished, or never existed. Our latest stories are a click
          away.
        </p>
        <Link
          href="/"
          className="mt-8 inline-block rounded-md bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark"
        >
          Return to Home
        </Link>
      </div>
      <div className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2">
        <AdSlot bannerId="not-found-1" type="google" promotion={notFoundPromotions['not-found-1']} />
        <AdSlot bannerId="not-found-2" type="google" className="hidden md:flex" promotion={notFoundPromotions['not-found-2']} />
      </div>
    </Container>
  );
}
