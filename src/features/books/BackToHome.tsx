import Link from 'next/link';

/** The 'Back to Home' link at the top of the Books page. */
export function BackToHome() {
  return (
    <Link
      href="/"
      className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand underline-offset-4 hover:underline"
    >
      <span aria-hidden="true">←</span>
      Back to Home
    </Link>
  );
}
