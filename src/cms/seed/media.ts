/**
 * The site's illustrations (public/images/**\/*.svg) as media documents for seeded content. The media
 * library takes photos only (JPEG, PNG, WebP: src/cms/photoFormat.ts), so an SVG is rendered once to a
 * PNG with sharp, 1600 pixels wide, and uploaded like any photo (which makes its WebP and AVIF copies).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Payload } from 'payload';
import sharp from 'sharp';

/** Width of the rendered original: the largest responsive copy (src/cms/mediaSources.ts). */
export const SEED_IMAGE_WIDTH = 1600;

/** `/images/stories/katy-trail-shade.svg` → `seed-stories-katy-trail-shade.png`: one file name per illustration. */
export function seedImageFilename(publicPath: string): string {
  const relative = publicPath.replace(/^\/?images\//, '').replace(/\.svg$/i, '');
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(relative)) throw new Error(`Not a site illustration: ${publicPath}`);
  return `seed-${relative.replaceAll('/', '-')}.png`;
}

export interface SeedImage {
  /** The illustration's address under public/, e.g. `/images/stories/katy-trail-shade.svg`. */
  src: string;
  alt: string;
  credit?: string;
  caption?: string;
}

/** The media document of an illustration, uploaded on first use; its id. */
export async function ensureSeedImage(payload: Payload, image: SeedImage): Promise<number | string> {
  const filename = seedImageFilename(image.src);
  const found = await payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  if (found.docs[0]) return found.docs[0].id;
  const svg = await readFile(path.join(process.cwd(), 'public', image.src.replace(/^\//, '')));
  const png = await sharp(svg, { density: 300 }).resize({ width: SEED_IMAGE_WIDTH }).png().toBuffer();
  const created = await payload.create({
    collection: 'media',
    data: { alt: image.alt, credit: image.credit ?? 'Illustration / Dallas Local', caption: image.caption },
    file: { data: png, mimetype: 'image/png', name: filename, size: png.length },
    overrideAccess: true,
  });
  return created.id;
}

/**
 * The media documents of several illustrations, `concurrency` uploads at a time; their ids by `src`.
 * sharp encodes each image on one thread here (its default on glibc without jemalloc), so two uploads
 * at once use both cores of a small machine: the AVIF copies are most of a fresh seed's time. Each
 * `src` is uploaded once, whatever how many documents use it.
 */
export async function ensureSeedImages(
  payload: Payload,
  images: readonly SeedImage[],
  concurrency = 2,
  ensure: typeof ensureSeedImage = ensureSeedImage,
): Promise<Map<string, number | string>> {
  const distinct = [...new Map(images.map((image) => [image.src, image])).values()];
  const ids = new Map<string, number | string>();
  let next = 0;
  const worker = async () => {
    while (next < distinct.length) {
      const image = distinct[next++]!;
      ids.set(image.src, await ensure(payload, image));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, distinct.length) }, worker));
  return ids;
}
