/** The Contact page's fixed texts and the ad banners it reserves. */

import { assignHousePromotions, type HousePromotion } from '@/features/ads/housePromotions';

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

/**
 * The page's house promotions, all different. Contact already offers advertising and the tip line
 * (between the banners of its rows) and the newsletter (its own panel), so its slots offer the rest.
 */
export const contactPromotions = assignHousePromotions(
  [...contactAdBanners.top, contactAdBanners.middle, ...contactAdBanners.bottom],
  ['advertise', 'tips', 'newsletter'],
);

export function contactRowPromotions(row: readonly [string, string]): readonly [HousePromotion, HousePromotion] {
  return [contactPromotions[row[0]]!, contactPromotions[row[1]]!];
}

/** The newsletter form's name (which signup a subscriber came from). */
export const CONTACT_NEWSLETTER_SOURCE = 'contact-newsletter';
