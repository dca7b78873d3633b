import type { Metadata } from 'next';
import { SIDEBAR_STICKY_CLASS } from '@/config/constants';
import { pageMetadata } from '@/features/seo/pageMetadata';
import { Container } from '@/components/ui/Container';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { AdRow } from '@/features/ads/AdRow';
import { AdSlot } from '@/features/ads/AdSlot';
import { AdvertiseNote } from '@/features/contact/AdvertiseNote';
import { ContactDetails } from '@/features/contact/ContactDetails';
import { ContactFeed } from '@/features/contact/ContactFeed';
import { ContactForm } from '@/features/contact/ContactForm';
import { ContactPagesArticle } from '@/features/contact/ContactPagesArticle';
import { contactAdBanners, contactPromotions, contactRowPromotions } from '@/features/contact/contactPage';
import { NewsletterSignup } from '@/features/contact/NewsletterSignup';
import { TipLineNote } from '@/features/contact/TipLineNote';

export const metadata: Metadata = pageMetadata({
  title: 'Contact Us',
  description: 'Send Dallas Local feedback, questions and story ideas.',
  path: '/contact',
});

export default function Page() {
  return (
    <Container className="py-10">
      <PageHeader title="Contact Us">
        <p>
          We want to hear from you. Send us your feedback on our coverage, questions about the paper, and story ideas from
          your neighborhood: our editors read every message.
        </p>
      </PageHeader>

      <AdRow bannerIds={contactAdBanners.top} middle={<AdvertiseNote />} promotions={contactRowPromotions(contactAdBanners.top)} />

      <div className="mt-10 grid grid-cols-1 gap-8 lg:grid-cols-3">
        <section aria-labelledby="message-heading" className="lg:col-span-2">
          <SectionHeading id="message-heading">Send Us a Message</SectionHeading>
          <div className="rounded-md border border-rule bg-white p-6 shadow-sm">
            <ContactForm />
          </div>
        </section>
        <div className="flex flex-col gap-6">
          <ContactDetails />
          <ContactPagesArticle />
        </div>
      </div>

      <div className="mt-10">
        <AdSlot
          bannerId={contactAdBanners.middle}
          type="google"
          minHeight={250}
          className="mx-auto max-w-4xl"
          promotion={contactPromotions[contactAdBanners.middle]}
        />
      </div>

      <div className="mt-10 grid grid-cols-1 gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ContactFeed />
        </div>
        <div className="order-first lg:order-none">
          <div className={SIDEBAR_STICKY_CLASS}>
            <NewsletterSignup />
          </div>
        </div>
      </div>

      <div className="mt-10">
        <AdRow
        bannerIds={contactAdBanners.bottom}
        middle={<TipLineNote />}
        promotions={contactRowPromotions(contactAdBanners.bottom)}
      />
      </div>
    </Container>
  );
}
