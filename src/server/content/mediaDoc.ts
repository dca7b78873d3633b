/**
 * The part of a populated upload (a `media` document at depth 1) the public pages read, checked at the
 * boundary with zod: one schema for every model, so that a field the pages start to use (the focal point)
 * is not dropped by one of them. Shaped into <img>/<picture> attributes by src/cms/mediaSources.ts.
 */
import { z } from 'zod';

/**
 * A file's size in bytes as Payload stores it (a number; a numeric column may come back as text). Anything
 * else counts as unknown rather than refusing the whole document.
 */
const filesize = z
  .union([z.number(), z.string().regex(/^\d+$/).transform(Number)])
  .nullish()
  .catch(null);

export const mediaDoc = z.object({
  url: z.string().nullish(),
  filesize,
  alt: z.string().nullish(),
  credit: z.string().nullish(),
  caption: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  sizes: z.record(z.string(), z.object({ url: z.string().nullish(), width: z.number().nullish(), filesize }).nullish()).nullish(),
  focalX: z.number().nullish(),
  focalY: z.number().nullish(),
});
