/**
 * The part of a populated upload (a `media` document at depth 1) the public pages read, checked at the
 * boundary with zod: one schema for every model, so that a field the pages start to use (the focal point)
 * is not dropped by one of them. Shaped into <img>/<picture> attributes by src/cms/mediaSources.ts.
 */
import { z } from 'zod';

export const mediaDoc = z.object({
  url: z.string().nullish(),
  alt: z.string().nullish(),
  credit: z.string().nullish(),
  caption: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  sizes: z.record(z.string(), z.object({ url: z.string().nullish(), width: z.number().nullish() }).nullish()).nullish(),
  focalX: z.number().nullish(),
  focalY: z.number().nullish(),
});
