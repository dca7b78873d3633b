import { AD_MIN_HEIGHTS, AD_PLACEHOLDER_CLASS, AD_TYPES, type AdMinHeight, type AdType } from '@/config/constants';

/** One Tailwind spacing unit in px (0.25 rem at the browser's default 16 px). */
export const TAILWIND_UNIT_PX = 4;

/** The 'Advertisement' label's fixed height (`h-5` in AdSlot): part of the space a slot reserves. */
export const AD_LABEL_HEIGHT_PX = 20;

/** The placeholder's Tailwind height class for an ad type (google `h-60`, buddhatv `h-72`...). */
export function adPlaceholderClass(type: AdType): string {
  return AD_PLACEHOLDER_CLASS[type];
}

/** The placeholder's height in px for an ad type, read from its class (`h-60` is 60 units, 240 px). */
export function adPlaceholderHeightPx(type: AdType): number {
  const match = /^h-(\d+)$/.exec(adPlaceholderClass(type));
  if (!match) throw new Error(`ad type ${type} has no fixed height class`);
  return Number(match[1]) * TAILWIND_UNIT_PX;
}

export function isAdType(value: unknown): value is AdType {
  return typeof value === 'string' && (AD_TYPES as readonly string[]).includes(value);
}

export function isAdMinHeight(value: unknown): value is AdMinHeight {
  return typeof value === 'number' && (AD_MIN_HEIGHTS as readonly number[]).includes(value);
}

/**
 * The height a slot reserves before any script runs: its minimum height, or its label plus its
 * placeholder when these are taller. Filling or failing never changes it.
 */
export function adReservedHeightPx(type: AdType, minHeight: AdMinHeight, labelHeightPx = AD_LABEL_HEIGHT_PX): number {
  return Math.max(minHeight, labelHeightPx + adPlaceholderHeightPx(type));
}
