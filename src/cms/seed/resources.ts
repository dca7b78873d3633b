/** The community resources of src/content/resources.ts, by title, in their tabs' order. */
import { resources } from '@/content/resources';
import { ensurePublished } from './ensure';
import type { Seeder } from './types';

export const resourcesSeeder: Seeder = {
  name: 'resources',
  run: (payload) =>
    ensurePublished(payload, {
      collection: 'resources',
      keyField: 'title',
      items: resources,
      key: (r) => r.title,
      data: async (r) => ({ title: r.title, description: r.description, website: r.website, category: r.category }),
    }),
};
