import type { Metadata } from 'next';
import Link from 'next/link';
import { Container } from '@/components/ui/Container';
import { PageHeader } from '@/components/ui/PageHeader';
import { pageMetadata } from '@/features/seo/pageMetadata';
import { SENT_ANCHOR, sentBoxClass, SentText } from './FormSent';

/**
 * The metadata of a form's confirmation page: described like any page, never indexed (a reader reaches
 * it only by sending the form; it is not in the sitemap), its links still followed.
 */
export function sentPageMetadata(page: { title: string; description: string; path: string }): Metadata {
  return { ...pageMetadata(page), robots: { index: false, follow: true } };
}

/**
 * A form's confirmation page, where a form sent without JavaScript lands (src/server/forms/sentRedirect.ts):
 * the confirmation the form shows in place with JavaScript, at the top of the page, and a link onwards
 * (`back`; the front page unless given). Static.
 */
export function SentPage({
  title,
  heading,
  text,
  back = { href: '/', label: 'Back to the front page' },
}: {
  title: string;
  heading: string;
  text: string;
  back?: { href: string; label: string };
}) {
  return (
    <Container className="py-10">
      <div id={SENT_ANCHOR}>
        <PageHeader title={title} />
        <div className={`max-w-3xl ${sentBoxClass}`}>
          <SentText heading={heading} text={text}>
            <p className="mt-3">
              <Link href={back.href} className="font-semibold underline underline-offset-2">
                {back.label}
              </Link>
            </p>
          </SentText>
        </div>
      </div>
    </Container>
  );
}
