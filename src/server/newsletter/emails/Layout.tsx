/**
 * The frame every newsletter mail shares (React Email): the masthead in the site's brand colors as
 * text (readable with images blocked), the content, and the footer with the reason the reader gets the
 * mail, the links to preferences and to unsubscribe, and the newsroom's postal address (CAN-SPAM).
 * Light by default; clients that honor `prefers-color-scheme` get the dark rules in the <style>.
 */
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { brandColors, formatAddress, site } from '@/config/site';

export const colors = { ...brandColors, text: '#1f2933', muted: '#52606d', page: '#f3f4f6', card: '#ffffff' } as const;

/** Dark mode's colours, each text colour at least 4.5:1 on the card (tested). */
export const darkColors = {
  page: '#111418',
  card: '#1b2027',
  text: '#e5e7eb',
  muted: '#b8c0cc',
  link: '#9cc4f0',
  /** The topic headings' red, lightened: the light mode's accent is about 2.5:1 on the dark card. */
  accent: '#f4a49e',
} as const;

const darkStyles = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .dl-page { background-color: ${darkColors.page} !important; }
  .dl-card { background-color: ${darkColors.card} !important; }
  .dl-text { color: ${darkColors.text} !important; }
  .dl-muted { color: ${darkColors.muted} !important; }
  .dl-link { color: ${darkColors.link} !important; }
  .dl-accent { color: ${darkColors.accent} !important; }
  .dl-masthead { background-color: ${brandColors.brandDark} !important; }
}`;

export type FooterInfo = {
  /** Why the reader gets this mail (CAN-SPAM), one sentence. */
  reason: string;
  unsubscribeUrl?: string;
  preferencesUrl?: string;
};

export function Layout({ preview, children, footer }: { preview: string; children: ReactNode; footer: FooterInfo }) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkStyles}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body className="dl-page" style={{ backgroundColor: colors.page, margin: 0, padding: '24px 0', fontFamily: 'Georgia, "Times New Roman", serif' }}>
        <Container className="dl-card" style={{ backgroundColor: colors.card, maxWidth: '600px', width: '100%' }}>
          <Section className="dl-masthead" style={{ backgroundColor: colors.brand, padding: '20px 24px' }}>
            <Text style={{ color: '#ffffff', fontSize: '26px', fontWeight: 700, margin: 0 }}>{site.name}</Text>
            <Text style={{ color: '#ffffff', fontSize: '14px', margin: '4px 0 0' }}>{site.tagline}</Text>
          </Section>
          <Section style={{ padding: '8px 24px 16px' }}>{children}</Section>
          <Hr style={{ borderColor: '#d9dde3', margin: 0 }} />
          <Section style={{ padding: '16px 24px 24px', fontFamily: 'Arial, Helvetica, sans-serif' }}>
            <Text className="dl-muted" style={{ color: colors.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' }}>
              {footer.reason}
            </Text>
            {footer.preferencesUrl || footer.unsubscribeUrl ? (
              <Text className="dl-muted" style={{ color: colors.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' }}>
                {footer.preferencesUrl ? (
                  <Link className="dl-link" href={footer.preferencesUrl} style={{ color: colors.brand, textDecoration: 'underline' }}>
                    Choose your topics or a weekly digest
                  </Link>
                ) : null}
                {footer.preferencesUrl && footer.unsubscribeUrl ? ' · ' : null}
                {footer.unsubscribeUrl ? (
                  <Link className="dl-link" href={footer.unsubscribeUrl} style={{ color: colors.brand, textDecoration: 'underline' }}>
                    Unsubscribe
                  </Link>
                ) : null}
              </Text>
            ) : null}
            <Text className="dl-muted" style={{ color: colors.muted, fontSize: '13px', lineHeight: '20px', margin: 0 }}>
              {site.name} · {formatAddress()}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
