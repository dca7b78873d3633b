import type { Metadata } from 'next';
import type { ReactNode } from 'react';
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
 * the confirmation the form shows in place with JavaScript, at the top of the page. Static.
 */
export function SentPage({ title, heading, text, children }: { title: string; heading: string; text: string; children?: ReactNode }) {
  return (
    <Container className="py-10">
      <div id={SENT_ANCHOR}>
        <PageHeader title={title} />
        <div className={`max-w-3xl ${sentBoxClass}`}>
          <SentText heading={heading} text={text}>
            {children}
          </SentText>
        </div>
      </div>
    </Container>
  );
}
