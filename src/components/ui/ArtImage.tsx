import type { ComponentProps } from 'react';
import { SafeImage } from './SafeImage';

/** The site's illustrations (stories, groups, events, pages) are 16:9 scenes of 1200 × 675 (scripts/generate-art.mjs). */
export const ART_SIZE = { width: 1200, height: 675 } as const;

/** An illustration: its box reserved at 16:9 before it loads, with SafeImage's fallback if it fails. */
export function ArtImage(props: Omit<ComponentProps<typeof SafeImage>, 'width' | 'height'>) {
  return <SafeImage {...props} {...ART_SIZE} />;
}
