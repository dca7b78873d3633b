import type { ReactNode } from 'react';
import type { AdMinHeight, AdType } from '@/config/constants';
import { AdSlot } from './AdSlot';
import type { HousePromotion } from './housePromotions';
import { adRowItemVisibility, adVisibilityClass } from './deviceLayout';

/**
 * The device-dependent banner arrangement of SPEC.md (the rule lives in deviceLayout.ts): on a mobile
 * device one banner; on a wider screen two banners with the middle element between them. Both
 * arrangements are in the server-rendered HTML and CSS picks one before the first paint, so the choice
 * costs no layout shift; the hidden banner has no box and never asks the network for an ad.
 */
export function AdRow({
  bannerIds,
  middle,
  type = 'google',
  minHeight = 250,
  className = '',
  promotions,
}: {
  bannerIds: readonly [string, string];
  middle?: ReactNode;
  type?: AdType;
  minHeight?: AdMinHeight;
  className?: string;
  /** The banners' house promotions (see assignHousePromotions); by default each slot's own. */
  promotions?: readonly [HousePromotion, HousePromotion];
}) {
  // Three across only where the row itself has room for three banners of at least 14 rem (a container
  // query): on Home the row sits in the column beside the sidebar, far narrower than the screen, and
  // three banners there overlapped their own words. Otherwise they stack, the middle one between.
  return (
    <div className={`@container ${className}`}>
      <div data-ad-row="" className="grid gap-6 @[45rem]:grid-cols-3 @[45rem]:items-center">
        <AdSlot
          bannerId={bannerIds[0]}
          type={type}
          minHeight={minHeight}
          visibleOn={adRowItemVisibility('first-banner')}
          promotion={promotions?.[0]}
        />
        <div data-ad-row-middle="" className={`${adVisibilityClass(adRowItemVisibility('middle'))} flex-col justify-center`}>
          {middle}
        </div>
        <AdSlot
          bannerId={bannerIds[1]}
          type={type}
          minHeight={minHeight}
          visibleOn={adRowItemVisibility('second-banner')}
          promotion={promotions?.[1]}
        />
      </div>
    </div>
  );
}
