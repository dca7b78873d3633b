import Link from 'next/link';
import type { ReactNode } from 'react';
import { formatAddress, site } from '@/config/site';
import { Container } from '@/components/ui/Container';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { AdSlot } from '@/features/ads/AdSlot';
import { FOOTER_PROMOTION, HOUSE_PROMOTIONS } from '@/features/ads/housePromotions';
import { CurrentYear } from './CurrentYear';

const quickLinks = [
  { label: 'Home', href: '/' },
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Service', href: '/terms' },
  { label: 'Latest News', href: '/news' },
  { label: 'Upcoming Events', href: '/events' },
] as const;

const legalLinks = [
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Service', href: '/terms' },
  { label: 'Corrections', href: '/corrections' },
  { label: 'Contact Us', href: '/contact' },
] as const;

function FooterHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="mb-3 text-sm font-bold uppercase tracking-wider text-white">
      {children}
    </h2>
  );
}

/** At least 24 px tall (WCAG 2.5.8): 20 px of line plus 2 px above and below. */
const linkClass = 'inline-block py-0.5 text-white/80 hover:text-white hover:underline';

/** A titled column of links: ours through next/link, other sites' in a new tab. */
function FooterLinks({
  id,
  title,
  links,
  external = false,
}: {
  id: string;
  title: string;
  links: readonly { label: string; href: string }[];
  external?: boolean;
}) {
  return (
    <nav aria-labelledby={id}>
      <FooterHeading id={id}>{title}</FooterHeading>
      <ul className="space-y-1.5 text-sm">
        {links.map((l) => (
          <li key={l.label}>
            {external ? (
              <ExternalLink href={l.href} className={linkClass}>
                {l.label}
              </ExternalLink>
            ) : (
              <Link href={l.href} className={linkClass}>
                {l.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer on every page: about, links, partners, contact, an ad strip and the copyright line. */
export function SiteFooter() {
  return (
    <footer className="mt-16 flex-1 bg-brand-dark text-white/85 print:hidden">
      <Container className="py-8">
        <AdSlot
          bannerId="footer-strip"
          type="dunamis"
          minHeight={250}
          className="mx-auto max-w-5xl [&>p]:text-white/70"
          promotion={HOUSE_PROMOTIONS[FOOTER_PROMOTION]}
        />
      </Container>
      <Container className="grid gap-10 border-t border-white/10 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <section aria-labelledby="footer-about" className="lg:col-span-1">
          <FooterHeading id="footer-about">About {site.name}</FooterHeading>
          <p className="text-sm leading-relaxed">
            An independent newsroom reporting on Dallas since {site.foundedYear}: city hall and school boards, small
            businesses and big developments, the arts, sports and the neighbors who make this city work.
          </p>
        </section>
        <FooterLinks id="footer-quick" title="Quick Links" links={quickLinks} />
        <FooterLinks id="footer-legal" title="Legal" links={legalLinks} />
        <FooterLinks
          id="footer-partners"
          title="Partners"
          links={site.partners.map((p) => ({ label: p.name, href: p.href }))}
          external
        />
        <section aria-labelledby="footer-contact">
          <FooterHeading id="footer-contact">Contact Us</FooterHeading>
          <address className="space-y-1.5 text-sm not-italic">
            <p>{formatAddress()}</p>
            <p>
              Phone:{' '}
              <a href={`tel:${site.phone.tel}`} className={linkClass}>
                {site.phone.display}
              </a>
            </p>
            <p>
              Email:{' '}
              {/* Breaks inside the address when one line cannot hold it (a large text size): as one unbreakable
                  word it widened its column, and the whole footer, past the screen. */}
              <a href={`mailto:${site.email}`} className={`${linkClass} [overflow-wrap:anywhere]`}>
                {site.email}
              </a>
            </p>
          </address>
        </section>
      </Container>
      <div className="border-t border-white/10">
        <Container className="py-5 text-center text-sm text-white/75">
          <p>
            &copy; <CurrentYear builtYear={new Date().getFullYear()} /> {site.name}. All rights reserved.
          </p>
        </Container>
      </div>
    </footer>
  );
}
