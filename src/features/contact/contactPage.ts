/** The Contact page's fixed texts and the ad banners it reserves. */

/** The encyclopedia article on contact pages. */
export const contactPageArticle = {
  title: 'Contact page',
  source: 'Wikipedia',
  href: 'https://en.wikipedia.org/wiki/Contact_page',
} as const;

/** Banner ids of the page's ad slots: a row above, one slot in the middle, a row below. */
export const contactAdBanners = {
  top: ['contact-top-1', 'contact-top-2'],
  middle: 'contact-middle',
  bottom: ['contact-bottom-1', 'contact-bottom-2'],
} as const;

/** The newsletter form's name (which signup a subscriber came from). */
export const CONTACT_NEWSLETTER_SOURCE = 'contact-newsletter';
