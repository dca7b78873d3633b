import { AD_MIN_HEIGHTS, AD_TYPES } from '@/config/constants';
import { adPlaceholderClass, adPlaceholderHeightPx, adReservedHeightPx, isAdMinHeight, isAdType } from './adSize';

describe('ad sizes', () => {
  it('gives each ad type its placeholder height class', () => {
    expect(adPlaceholderClass('google')).toBe('h-60');
    expect(adPlaceholderClass('buddhatv')).toBe('h-72');
    expect(adPlaceholderClass('dunamis')).toBe('h-24');
    expect(adPlaceholderClass('default')).toBe('h-40');
  });

  it('converts the placeholder height to px (one unit is 4 px)', () => {
    expect(adPlaceholderHeightPx('google')).toBe(240);
    expect(adPlaceholderHeightPx('buddhatv')).toBe(288);
    expect(adPlaceholderHeightPx('dunamis')).toBe(96);
    expect(adPlaceholderHeightPx('default')).toBe(160);
  });

  it('has a fixed height for every ad type', () => {
    for (const type of AD_TYPES) expect(adPlaceholderHeightPx(type)).toBeGreaterThan(0);
  });

  it('allows the minimum heights 250 and 600 only', () => {
    expect(AD_MIN_HEIGHTS).toEqual([250, 600]);
    expect(isAdMinHeight(250)).toBe(true);
    expect(isAdMinHeight(600)).toBe(true);
    expect(isAdMinHeight(300)).toBe(false);
    expect(isAdMinHeight('250')).toBe(false);
  });

  it('recognizes the four ad types', () => {
    expect(AD_TYPES).toEqual(['google', 'buddhatv', 'dunamis', 'default']);
    for (const type of AD_TYPES) expect(isAdType(type)).toBe(true);
    expect(isAdType('banner')).toBe(false);
    expect(isAdType(undefined)).toBe(false);
  });

  it('reserves the minimum height, or label plus placeholder when taller', () => {
    expect(adReservedHeightPx('dunamis', 250, 20)).toBe(250);
    expect(adReservedHeightPx('google', 250, 20)).toBe(260);
    expect(adReservedHeightPx('buddhatv', 250, 20)).toBe(308);
    expect(adReservedHeightPx('buddhatv', 600, 20)).toBe(600);
  });
});
