import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MOBILE_BREAKPOINT_PX } from '@/config/constants';
import {
  AD_DEVICES,
  adDeviceForWidth,
  adRowBannerCount,
  adRowItemVisibility,
  adRowItems,
  adVisibilityClass,
} from './deviceLayout';

describe('the ad device rule', () => {
  it('treats a viewport narrower than the breakpoint as mobile', () => {
    expect(adDeviceForWidth(375)).toBe('mobile');
    expect(adDeviceForWidth(MOBILE_BREAKPOINT_PX - 1)).toBe('mobile');
    expect(adDeviceForWidth(MOBILE_BREAKPOINT_PX)).toBe('desktop');
    expect(adDeviceForWidth(1280)).toBe('desktop');
  });

  it('shows fewer banners on mobile: one banner, no middle element', () => {
    expect(adRowItems('mobile')).toEqual(['first-banner']);
    expect(adRowBannerCount('mobile')).toBe(1);
  });

  it('shows two banners with the middle element between them on desktop', () => {
    expect(adRowItems('desktop')).toEqual(['first-banner', 'middle', 'second-banner']);
    expect(adRowBannerCount('desktop')).toBe(2);
  });

  it('shows fewer banners on mobile than on desktop', () => {
    expect(adRowBannerCount('mobile')).toBeLessThan(adRowBannerCount('desktop'));
  });

  it('derives where each row element is shown from the rule', () => {
    expect(adRowItemVisibility('first-banner')).toBe('all');
    expect(adRowItemVisibility('middle')).toBe('desktop');
    expect(adRowItemVisibility('second-banner')).toBe('desktop');
  });

  it('maps visibility to display classes at the md breakpoint', () => {
    expect(adVisibilityClass('all')).toBe('flex');
    expect(adVisibilityClass('desktop')).toBe('hidden md:flex');
    expect(adVisibilityClass('mobile')).toBe('flex md:hidden');
  });

  it('agrees with the CSS: Tailwind md is the mobile breakpoint', () => {
    // Tailwind's default md breakpoint is 48rem; the site must not redefine it to something else.
    const css = readFileSync(path.join(process.cwd(), 'src/app/globals.css'), 'utf8');
    const custom = /--breakpoint-md:\s*([\d.]+)(rem|px)/.exec(css);
    const mdPx = custom ? Number(custom[1]) * (custom[2] === 'rem' ? 16 : 1) : 48 * 16;
    expect(mdPx).toBe(MOBILE_BREAKPOINT_PX);
  });

  it('knows both devices', () => {
    expect(AD_DEVICES).toEqual(['mobile', 'desktop']);
  });
});
