import type { AdMinHeight, AdType } from '@/config/constants';
import { adNetwork } from '@/config/thirdParty';
import { adPlaceholderClass } from './adSize';
import { adVisibilityClass, type AdVisibility } from './deviceLayout';
import { HousePromotion } from './HousePromotion';
import { housePromotionFor, type HousePromotion as Promotion } from './housePromotions';

/**
 * A banner slot, rendered on the server with its space reserved before any script runs: a visible
 * 'Advertisement' label and an ad area at least as tall as its type's placeholder, in a box of at least
 * `minHeight` px.
 *
 * The whole area shows one of the site's own offers (a house promotion, see housePromotions.ts), drawn
 * like an ad of the area's size. With no ad client configured that is all. With a client the area also
 * holds an empty `ins` for the network, laid over the promotion and hidden from assistive technology;
 * the AdNetwork client component asks for an ad when the slot nears the viewport. The `ins` is
 * absolutely positioned and clipped, so whatever the network puts in it (or does to it) never changes
 * the slot's size. When the network reports the slot filled, the promotion is hidden (and its link
 * leaves the tab order); when it reports it unfilled (`data-ad-status="unfilled"`, AdSense's mark), the
 * `ins` is hidden and the promotion stays. Both are CSS on the server's markup: no script watches them.
 */
export function AdSlot({
  bannerId,
  minHeight = 250,
  type = 'default',
  className = '',
  visibleOn = 'all',
  adClient = adNetwork.clientId,
  promotion = housePromotionFor(bannerId),
}: {
  bannerId: string;
  minHeight?: AdMinHeight;
  type?: AdType;
  className?: string;
  /** Where the slot is shown (the device rule, see deviceLayout.ts); a hidden slot never asks for an ad. */
  visibleOn?: AdVisibility;
  /** The network's client id; defaults to the configured one (tests pass their own). */
  adClient?: string;
  /** The house promotion shown when no ad is: distinct per page (assignHousePromotions); by default this slot's own. */
  promotion?: Promotion;
}) {
  // A caller that sets the display itself (`hidden md:flex`) keeps it; otherwise the visibility decides.
  const display = /(^|\s)(hidden|flex|block|grid)(\s|$)/.test(className) ? '' : adVisibilityClass(visibleOn);
  return (
    <div
      data-ad-slot=""
      data-banner-id={bannerId}
      data-ad-type={type}
      className={`${display} flex-col items-stretch ${className}`}
      style={{ minHeight }}
    >
      {/* AD_LABEL_HEIGHT_PX tall (`ad-label` in globals.css: h-5, leading-5) */}
      <p className="ad-label">
        Advertisement
      </p>
      {/* One grid cell holds both the placeholder and the promotion: the area is as tall as the slot
          reserves, or as the promotion's words when they need more (a reader's large text size), instead
          of the words being cut or drawn over each other in a box that did not grow with them. */}
      <div className="group relative grid flex-1 grid-cols-[minmax(0,1fr)] overflow-hidden rounded">
        {/* Reserves the type's placeholder height; the promotion fills the whole area. */}
        <div data-ad-placeholder="" className={`${adPlaceholderClass(type)} col-start-1 row-start-1 w-full`} />
        <HousePromotion promotion={promotion} className="col-start-1 row-start-1 group-has-[[data-ad-status=filled]]:invisible" />
        {adClient ? (
          <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
            <ins
              className="pointer-events-none block h-full w-full data-[ad-status=filled]:pointer-events-auto data-[ad-status=unfilled]:hidden!"
              data-ad-client={adClient}
              data-ad-slot={bannerId}
              data-ad-pending=""
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}
