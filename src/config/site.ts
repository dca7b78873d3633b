/**
 * The site's identity, in one place. Every page, the header, the footer and the structured data
 * read it from here.
 */

export const site = {
  name: 'Dallas Local',
  /** Home's own title (SPEC.md: "a local news and community hub title"). */
  hubTitle: 'Dallas Local - News & Community Hub for Dallas, Texas',
  tagline: 'Trusted local news since 2022',
  description:
    'Dallas Local is an independent newsroom covering the neighborhoods, people and institutions of Dallas: news, community, events and live radio.',
  foundedYear: 2022,
  address: {
    street: '1914 Commerce Street, Suite 300',
    city: 'Dallas',
    region: 'TX',
    postalCode: '75201',
    country: 'US',
  },
  /** Fictional 555-01xx number. */
  phone: { display: '(214) 555-0142', tel: '+12145550142' },
  email: 'newsroom@dallaslocal.news',
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/dallaslocalnews' },
    { name: 'X', href: 'https://x.com/dallaslocalnews' },
    { name: 'Instagram', href: 'https://www.instagram.com/dallaslocalnews' },
    { name: 'YouTube', href: 'https://www.youtube.com/@dallaslocalnews' },
  ],
  partners: [
    { name: 'Dallas Public Library', href: 'https://dallaslibrary2.org' },
    { name: 'Visit Dallas', href: 'https://www.visitdallas.com' },
    { name: 'Dallas Arts District', href: 'https://www.dallasartsdistrict.org' },
    { name: 'KERA Public Media', href: 'https://www.kera.org' },
  ],
  /** The charity the donation popup appeals for (opens in a new tab). */
  charity: { name: 'North Texas Food Bank', href: 'https://ntfb.org/donate/' },
} as const;

export type SocialNetwork = (typeof site.social)[number]['name'];

/** Full street address on one line. */
export function formatAddress(): string {
  const a = site.address;
  return `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;
}

/** Main navigation, in SPEC.md order. */
export const mainNav = [
  { label: 'Home', href: '/' },
  { label: 'News', href: '/news' },
  { label: 'Community', href: '/community' },
  { label: 'Events', href: '/events' },
  { label: 'Contact Us', href: '/contact' },
  { label: 'About Us', href: '/about' },
] as const;

/** Header links shown beside the brand on wide screens. */
export const secondaryNav = [
  { label: 'Books', href: '/books' },
  { label: 'Radio', href: '/radio' },
] as const;

/**
 * The masthead's colors, for what the stylesheet cannot reach: the browser's theme color, the
 * images rendered by next/og and the server's plain notices (src/server/http/plainNotice.ts). `--color-brand`, `--color-brand-dark` and `--color-accent` in
 * src/app/globals.css are the same values.
 */
export const brandColors = { brand: '#0b2d4f', brandDark: '#071d33', accent: '#b3261e' } as const;
