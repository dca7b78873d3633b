/** The community groups of src/content/groups.ts, by their address key (`/community/groups/{slug}`: the sample's id). */
import { communityGroups } from '@/content/groups';
import { ensurePublished } from './ensure';
import { ensureSeedImage } from './media';
import type { Seeder } from './types';

export const groupsSeeder: Seeder = {
  name: 'groups',
  run: (payload) =>
    ensurePublished(payload, {
      collection: 'groups',
      keyField: 'slug',
      items: communityGroups,
      key: (g) => String(g.id),
      data: async (g) => ({
        slug: String(g.id),
        name: g.name,
        description: g.description,
        members: g.members,
        neighborhood: g.neighborhood,
        image: await ensureSeedImage(payload, { src: g.image, alt: g.imageAlt }),
        website: g.website,
        details: g.details.map((text) => ({ text })),
        tags: g.tags,
      }),
    }),
};
