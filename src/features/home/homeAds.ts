import { assignHousePromotions, type HousePromotion } from '@/features/ads/housePromotions';

/** Home's ad slots: two in the sidebar, two rows of two in the main column. */
export const homeAdBanners = {
  sidebar: ['home-sidebar-1', 'home-sidebar-2'],
  rows: [
    ['home-main-1a', 'home-main-1b'],
    ['home-main-2a', 'home-main-2b'],
  ],
} as const;

/**
 * Home's house promotions, all different. Home already offers the events and the radio (between the
 * banners of its rows) and the newsletter (the sidebar's form), so its slots offer something else.
 */
export const homePromotions = assignHousePromotions(
  [...homeAdBanners.sidebar, ...homeAdBanners.rows.flat()],
  ['events', 'radio', 'newsletter'],
);

export function homeRowPromotions(row: readonly [string, string]): readonly [HousePromotion, HousePromotion] {
  return [homePromotions[row[0]]!, homePromotions[row[1]]!];
}
