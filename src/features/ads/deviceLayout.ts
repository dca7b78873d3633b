import { MOBILE_BREAKPOINT_PX } from '@/config/constants';

/**
 * The device rule of SPEC.md 'Advertising', in one place: on a mobile device (a viewport narrower than
 * MOBILE_BREAKPOINT_PX) an ad row shows fewer banners (one); otherwise it shows two banners with a
 * middle element between them.
 *
 * The server cannot know the reader's screen, so the rule is applied by CSS media queries (Tailwind's
 * `md` breakpoint, which is MOBILE_BREAKPOINT_PX): every arrangement is in the server-rendered HTML,
 * the browser shows the right one before the first paint, and nothing moves when it decides. A slot
 * hidden by the rule has no box, so the slot filler (which only asks for ads for slots near the
 * viewport) never requests an ad for it.
 */
export type AdDevice = 'mobile' | 'desktop';
export type AdRowItem = 'first-banner' | 'middle' | 'second-banner';
/** Where an element of an ad row is shown. */
export type AdVisibility = 'all' | 'desktop' | 'mobile';

export const AD_DEVICES: readonly AdDevice[] = ['mobile', 'desktop'];

export function adDeviceForWidth(viewportWidthPx: number): AdDevice {
  return viewportWidthPx < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop';
}

/** The elements of an ad row, in order, on a device. */
export function adRowItems(device: AdDevice): readonly AdRowItem[] {
  switch (device) {
    case 'mobile':
      return ['first-banner'];
    case 'desktop':
      return ['first-banner', 'middle', 'second-banner'];
    default: {
      const unknown: never = device;
      throw new Error(`unknown device ${String(unknown)}`);
    }
  }
}

/** How many banners an ad row shows on a device. */
export function adRowBannerCount(device: AdDevice): number {
  return adRowItems(device).filter((item) => item !== 'middle').length;
}

/** On which devices an ad row element is shown, derived from adRowItems. */
export function adRowItemVisibility(item: AdRowItem): AdVisibility {
  const onMobile = adRowItems('mobile').includes(item);
  const onDesktop = adRowItems('desktop').includes(item);
  if (onMobile && onDesktop) return 'all';
  if (onDesktop) return 'desktop';
  if (onMobile) return 'mobile';
  throw new Error(`${item} is shown on no device`);
}

/**
 * The display classes for a visibility (flex layout). Whole strings, so that Tailwind's scanner sees
 * them; `md` is MOBILE_BREAKPOINT_PX.
 */
export function adVisibilityClass(visibility: AdVisibility): string {
  switch (visibility) {
    case 'all':
      return 'flex';
    case 'desktop':
      return 'hidden md:flex';
    case 'mobile':
      return 'flex md:hidden';
    default: {
      const unknown: never = visibility;
      throw new Error(`unknown visibility ${String(unknown)}`);
    }
  }
}
