/** The initiatives of src/content/initiatives.ts, by their address key (`/community/initiatives/{slug}`: the sample's id). */
import { initiatives } from '@/content/initiatives';
import { ensurePublished } from './ensure';
import { ensureSeedImage } from './media';
import type { Seeder } from './types';

export const initiativesSeeder: Seeder = {
  name: 'initiatives',
  run: (payload) =>
    ensurePublished(payload, {
      collection: 'initiatives',
      keyField: 'slug',
      items: initiatives,
      key: (x) => String(x.id),
      data: async (x) => ({
        slug: String(x.id),
        title: x.title,
        description: x.description,
        location: x.location,
        date: x.date,
        startDate: x.startDate,
        endDate: x.endDate,
        neighborhood: x.neighborhood,
        image: await ensureSeedImage(payload, { src: x.image, alt: x.imageAlt }),
        website: x.website,
        details: x.details.map((text) => ({ text })),
        tags: x.tags,
      }),
    }),
};
